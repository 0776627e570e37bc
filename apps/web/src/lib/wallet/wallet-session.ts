/** Set while a wallet is connected, so the next visit knows there is a session to restore. */
const WALLET_SESSION_STORAGE = 'guardians.wallet-session';

// Storage can throw (blocked cookies, private modes): then there is simply no session to restore.
export function hasWalletSession(): boolean {
  try {
    return localStorage.getItem(WALLET_SESSION_STORAGE) !== null;
  } catch {
    return false;
  }
}

export function rememberWalletSession(connectorId: string): void {
  try {
    localStorage.setItem(WALLET_SESSION_STORAGE, connectorId);
  } catch {}
}

export function forgetWalletSession(): void {
  try {
    localStorage.removeItem(WALLET_SESSION_STORAGE);
  } catch {}
}
