import { apiRequest } from '../api-client.ts';

/** Creates the session (201 and an HttpOnly cookie) from the signed message. */
export function login(input: {
  chainId: number;
  account: string;
  signature: `0x${string}`;
  deadline: number;
  message: string;
}): Promise<unknown> {
  const { chainId, ...body } = input;
  return apiRequest(`/api/login?chainId=${chainId}`, { method: 'POST', body });
}
