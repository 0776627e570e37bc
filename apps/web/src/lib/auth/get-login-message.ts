import { apiRequest } from '../api-client.ts';

/** The EIP-4361 message to sign, valid until `deadline` (Unix seconds). */
export function getLoginMessage(input: {
  chainId: number;
  deadline: number;
  account: string;
}): Promise<string> {
  const query = new URLSearchParams({
    chainId: String(input.chainId),
    deadline: String(input.deadline),
    account: input.account,
  });
  return apiRequest<string>(`/api/login?${query}`);
}
