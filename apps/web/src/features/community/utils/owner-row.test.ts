import type { OwnerEntry } from '@guardians/shared/community';
import { describe, expect, it } from 'vitest';
import { heldLabel, ownerInitials, toOwnerRow } from './owner-row.ts';

const entry = (overrides: Partial<OwnerEntry> = {}): OwnerEntry => ({
  rank: 1,
  account: '0x1234567890abcdef1234567890abcdef12345678',
  username: null,
  image: null,
  held: 3,
  ...overrides,
});

describe('toOwnerRow', () => {
  it('names a collector without a username by the shortened address', () => {
    expect(toOwnerRow(entry()).name).toBe('0x1234…5678');
  });

  it('names a collector by the username when there is one', () => {
    expect(toOwnerRow(entry({ username: 'koi_keeper' })).name).toBe('koi_keeper');
  });

  it('treats a blank username as none', () => {
    expect(toOwnerRow(entry({ username: '   ' })).name).toBe('0x1234…5678');
  });

  it('links to the wallet profile', () => {
    expect(toOwnerRow(entry()).href).toBe('/forge/0x1234567890abcdef1234567890abcdef12345678');
  });

  it('keeps rank, image and count', () => {
    const row = toOwnerRow(entry({ rank: 7, image: '/api/media/a.webp', held: 12 }));
    expect(row).toMatchObject({ rank: 7, image: '/api/media/a.webp', held: 12, heldLabel: '12 Guardians' });
  });
});

describe('ownerInitials', () => {
  it('takes the first letters of two words', () => {
    expect(ownerInitials('Koi Keeper', '0xab')).toBe('KK');
  });

  it('takes two letters of a single word', () => {
    expect(ownerInitials('suirin', '0xab')).toBe('SU');
  });

  it('splits on underscores, dots and dashes', () => {
    expect(ownerInitials('jade.river', '0xab')).toBe('JR');
  });

  it('falls back to the address without its 0x', () => {
    expect(ownerInitials(null, '0xfe12')).toBe('FE');
  });
});

describe('heldLabel', () => {
  it('says Guardian for one', () => {
    expect(heldLabel(1)).toBe('1 Guardian');
  });

  it('says Guardians for more', () => {
    expect(heldLabel(2)).toBe('2 Guardians');
  });
});
