import { apiRequest } from '../api-client.ts';

/** Spec 4: logout succeeds on 200; the server revokes the session. */
export async function logout(): Promise<boolean> {
  try {
    await apiRequest('/api/logout', { method: 'DELETE' });
    return true;
  } catch {
    return false;
  }
}
