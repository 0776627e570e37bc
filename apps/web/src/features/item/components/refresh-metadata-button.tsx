import { Button } from '../../../components/ui/button.tsx';
import type { NftKey } from '../api/get-nft.ts';
import { useRefreshMetadata } from '../hooks/use-refresh-metadata.ts';

/** Asks the server to read the token's metadata again (a stale name, picture or traits). */
export function RefreshMetadataButton({ nft }: { nft: NftKey }) {
  const { refresh, refreshing } = useRefreshMetadata(nft);
  return (
    <Button variant="outline" onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-4 ${refreshing ? 'motion-safe:animate-spin' : ''}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
      </svg>
      Refresh metadata
    </Button>
  );
}
