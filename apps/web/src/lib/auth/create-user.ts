import { apiRequest } from '../api-client.ts';

/** Spec 4: on wallet connect the server creates the user record for the address (idempotent). */
export function createUser(address: string): Promise<unknown> {
  return apiRequest(`/api/users/new/${address}`, { method: 'POST' });
}
