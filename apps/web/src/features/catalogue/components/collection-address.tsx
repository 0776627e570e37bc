import type { ChainRecord } from '@guardians/shared/catalogue';
import { shortenAddress } from '@guardians/shared/common';
import { CopyButton } from '../../../components/ui/copy-button.tsx';

/** The contract address, shortened: a block-explorer link when the chain has one, else text to copy. */
export function CollectionAddress({ address, chain }: { address: string; chain: ChainRecord }) {
  if (chain.url) {
    return (
      <a
        href={`${chain.url.replace(/\/+$/, '')}/address/${address}`}
        target="_blank"
        rel="noopener noreferrer"
        title={address}
        className="inline-flex items-center gap-1 font-mono text-base text-gold underline-offset-4 hover:underline"
      >
        {shortenAddress(address)}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="sr-only">(opens the block explorer)</span>
      </a>
    );
  }
  return (
    <span className="inline-flex items-center">
      <span className="font-mono text-base" title={address}>
        {shortenAddress(address)}
      </span>
      <CopyButton text={address} label="Copy address" className="-my-3 -mr-2" />
    </span>
  );
}
