import { ClaimVerifyResponseSchema } from '@guardians/shared/swaps';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const VerifySchema = ClaimVerifyResponseSchema.shape.data;
export type ClaimVerification = z.infer<typeof VerifySchema>;

/** GET /api/swaps/claim/verify: with the wallet's transaction hash, the server confirms the Claimed event and finalises the ledger. */
async function verifyClaim(voucherId: string, txHash?: string): Promise<ClaimVerification> {
  const query = new URLSearchParams({ id: voucherId, ...(txHash ? { txHash } : {}) });
  const data = await apiRequest(`/api/swaps/claim/verify?${query}`);
  return VerifySchema.parse(data);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's node may see the block a moment after the wallet's: 409 means 'not on chain yet',
 * so ask again a few times. Resolves null when it still is not confirmed; the server finalises
 * any claim it finds later, so this only decides how fresh the page is.
 */
export async function verifyClaimWithRetry(
  voucherId: string,
  txHash: string,
  { attempts = 6, delayMs = 1000 }: { attempts?: number; delayMs?: number } = {},
): Promise<ClaimVerification | null> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await verifyClaim(voucherId, txHash);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409) || attempt === attempts) {
        console.warn('Claim verification did not finish', error);
        return null;
      }
      await sleep(delayMs);
    }
  }
  return null;
}
