import { describe, expect, it } from 'vitest';
import {
  blocksSave,
  resolveUsernameStatus,
  shouldCheckUsername,
  usernameHint,
} from './username-availability.ts';

const settled = (value: string, available: boolean | undefined, currentUsername: string | null = null) =>
  resolveUsernameStatus({ value, currentUsername, settledValue: value, available, lookupFailed: false });

describe('shouldCheckUsername', () => {
  it('skips an empty or blank name', () => {
    expect(shouldCheckUsername('', null)).toBe(false);
    expect(shouldCheckUsername('   ', 'koi')).toBe(false);
  });

  it('checks names of 2 to 24 characters only', () => {
    expect(shouldCheckUsername('a', null)).toBe(false);
    expect(shouldCheckUsername('ab', null)).toBe(true);
    expect(shouldCheckUsername('a'.repeat(24), null)).toBe(true);
    expect(shouldCheckUsername('a'.repeat(25), null)).toBe(false);
  });

  it('skips the current username in any letter case', () => {
    expect(shouldCheckUsername('KoiKeeper', 'koikeeper')).toBe(false);
    expect(shouldCheckUsername(' koikeeper ', 'KoiKeeper')).toBe(false);
    expect(shouldCheckUsername('koikeeper2', 'KoiKeeper')).toBe(true);
  });
});

describe('resolveUsernameStatus', () => {
  it('is idle, with no hint, for a name that is not checked', () => {
    expect(settled('k', true)).toBe('idle');
    expect(settled('Koi', false, 'koi')).toBe('idle');
    expect(usernameHint('idle', 'k')).toBeNull();
  });

  it('is checking while typing has not paused yet and while the answer is on its way', () => {
    expect(
      resolveUsernameStatus({
        value: 'koikeeper',
        currentUsername: null,
        settledValue: 'koikeep',
        available: true,
        lookupFailed: false,
      }),
    ).toBe('checking');
    expect(settled('koikeeper', undefined)).toBe('checking');
  });

  it('reads the server answer: taken or available, with the spec texts', () => {
    expect(settled('koikeeper', false)).toBe('taken');
    expect(usernameHint('taken', 'koikeeper')).toBe('username has already been taken!');
    expect(settled('koikeeper', true)).toBe('available');
    expect(usernameHint('available', 'koikeeper')).toBe('username is available');
  });

  it('says why a name breaks the rules instead of calling it taken', () => {
    expect(settled('koi keeper', false)).toBe('invalid');
    expect(usernameHint('invalid', 'koi keeper')).toMatch(/letters, digits/);
  });

  it('stays quiet when the lookup failed, leaving the decision to the save', () => {
    const status = resolveUsernameStatus({
      value: 'koikeeper',
      currentUsername: null,
      settledValue: 'koikeeper',
      available: undefined,
      lookupFailed: true,
    });
    expect(status).toBe('idle');
    expect(blocksSave(status)).toBe(false);
  });
});

describe('blocksSave', () => {
  it('blocks while the name is taken, being checked or invalid', () => {
    expect(blocksSave('taken')).toBe(true);
    expect(blocksSave('checking')).toBe(true);
    expect(blocksSave('invalid')).toBe(true);
    expect(blocksSave('available')).toBe(false);
    expect(blocksSave('idle')).toBe(false);
  });
});
