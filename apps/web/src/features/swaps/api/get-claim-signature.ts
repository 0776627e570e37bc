import { ClaimSignatureResponseSchema, type ClaimVoucher } from '@guardians/shared/swaps';
import { apiRequest } from '../../../lib/api-client.ts';

const VoucherSchema = ClaimSignatureResponseSchema.shape.data;

/**
 * GET /api/swaps/claim/signature: the server reserves the coins and signs a voucher for them.
 * `tokenId` is the supported token's id; the voucher carries its own id for the contract.
 */
export async function getClaimSignature(input: {
  chainId: number;
  amount: string;
  tokenId: number;
}): Promise<ClaimVoucher> {
  const query = new URLSearchParams({
    chainId: String(input.chainId),
    amount: input.amount,
    id: String(input.tokenId),
  });
  const data = await apiRequest(`/api/swaps/claim/signature?${query}`);
  return VoucherSchema.parse(data);
}
