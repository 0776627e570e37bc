import { describe, expect, it } from 'vitest';
import { type AccessInput, getAccessSteps, isAccessComplete } from './access-steps.ts';

const address = '0x1234567890abcdef1234567890abcdef12345678';

function input(overrides: Partial<AccessInput> = {}): AccessInput {
  return {
    address: undefined,
    signedIn: false,
    usernames: {},
    enabledProviders: { twitter: true, discord: true },
    ...overrides,
  };
}

const summary = (i: AccessInput) =>
  getAccessSteps(i).map(({ id, action, status, available }) => ({ id, action, status, available }));

describe('getAccessSteps', () => {
  it('lists connect, sign, link X and link Discord in order, none done, only Connect available', () => {
    expect(summary(input())).toEqual([
      { id: 'connect', action: 'Connect', status: false, available: true },
      { id: 'sign', action: 'Sign', status: false, available: false },
      { id: 'twitter', action: 'Link', status: false, available: false },
      { id: 'discord', action: 'Link', status: false, available: false },
    ]);
  });

  it('marks the wallet Connected once an address exists and offers Sign', () => {
    const [connect, sign, twitter] = summary(input({ address }));
    expect(connect).toEqual({ id: 'connect', action: 'Connected', status: true, available: false });
    expect(sign).toEqual({ id: 'sign', action: 'Sign', status: false, available: true });
    expect(twitter?.available).toBe(false);
  });

  it('offers linking only after signing', () => {
    const steps = summary(input({ address, signedIn: true }));
    expect(steps[1]).toEqual({ id: 'sign', action: 'Signed', status: true, available: false });
    expect(steps.slice(2).map((s) => s.available)).toEqual([true, true]);
  });

  it('counts a linked username only for a signed-in wallet', () => {
    const usernames = { twitter: 'koi', discord: 'koi#1' };
    const unsigned = summary(input({ address, usernames }));
    expect(unsigned.slice(2).map((s) => [s.action, s.status])).toEqual([
      ['Link', false],
      ['Link', false],
    ]);
    const signed = summary(input({ address, signedIn: true, usernames }));
    expect(signed.slice(2).map((s) => [s.action, s.status, s.available])).toEqual([
      ['Linked', true, false],
      ['Linked', true, false],
    ]);
  });

  it('leaves out the providers this deployment has not enabled', () => {
    const onlyX = summary(input({ enabledProviders: { twitter: true, discord: false } }));
    expect(onlyX.map((s) => s.id)).toEqual(['connect', 'sign', 'twitter']);
    const none = summary(input({ enabledProviders: { twitter: false, discord: false } }));
    expect(none.map((s) => s.id)).toEqual(['connect', 'sign']);
  });

  it('gives every step a title and content text', () => {
    for (const step of getAccessSteps(input())) {
      expect(step.title.length).toBeGreaterThan(0);
      expect(step.content.length).toBeGreaterThan(0);
    }
  });
});

describe('isAccessComplete', () => {
  const all = input({ address, signedIn: true, usernames: { twitter: 'koi', discord: 'koi' } });

  it('is complete when every step is done and the link status has loaded', () => {
    expect(isAccessComplete(getAccessSteps(all), false)).toBe(true);
  });

  it('is not complete while the link status is still loading', () => {
    expect(isAccessComplete(getAccessSteps(all), true)).toBe(false);
  });

  it('is not complete while one step is missing', () => {
    const noDiscord = { ...all, usernames: { twitter: 'koi' } };
    expect(isAccessComplete(getAccessSteps(noDiscord), false)).toBe(false);
  });

  it('needs only connect and sign when no provider is enabled', () => {
    const bare = input({ address, signedIn: true, enabledProviders: { twitter: false, discord: false } });
    expect(isAccessComplete(getAccessSteps(bare), false)).toBe(true);
  });
});
