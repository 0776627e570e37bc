import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@guardians/shared';

/** A fresh invite code (31^8 ≈ 8.5e11 codes; a collision is caught by the unique index and retried). */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** Codes are shown in capitals; people type them in any case and with stray spaces or dashes. */
export function normaliseInviteCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}
