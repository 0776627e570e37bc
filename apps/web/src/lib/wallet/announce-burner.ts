import type { BurnerProvider } from './burner-provider.ts';

const BURNER_WALLET_NAME = 'Burner wallet';
const BURNER_RDNS = 'app.guardians.burner';

// A small gold flame on indigo, inlined: wallet icons must not cost a request.
const icon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d1a4a"/><path d="M16 5c1 5 7 7 7 14a7 7 0 0 1-14 0c0-4 2-6 4-8 0 3 1 4 3 5-1-4 0-8 0-11z" fill="#e8b64c"/></svg>',
)}`;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a LAN address over http is not one.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Announces the burner through EIP-6963 exactly like a browser extension would, so the wallet
 * discovery (and our connect dialog) treat it as any other wallet. Returns a function that stops
 * answering discovery requests.
 */
export function announceBurner(provider: BurnerProvider, target: Window = window): () => void {
  const detail = Object.freeze({
    info: { uuid: randomUuid(), name: BURNER_WALLET_NAME, icon, rdns: BURNER_RDNS },
    provider,
  });
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}
