import { describe, expect, it } from 'vitest';
import { waitUntil } from './wait-until.ts';

describe('waitUntil', () => {
  it('resolves true once the check passes, polling through failures', async () => {
    let calls = 0;
    const ok = await waitUntil(
      async () => {
        calls++;
        if (calls === 1) throw new Error('network');
        return calls >= 3;
      },
      { intervalMs: 1 },
    );
    expect(ok).toBe(true);
    expect(calls).toBe(3);
  });

  it('gives up with false after the timeout', async () => {
    expect(await waitUntil(async () => false, { timeoutMs: 20, intervalMs: 5 })).toBe(false);
  });
});
