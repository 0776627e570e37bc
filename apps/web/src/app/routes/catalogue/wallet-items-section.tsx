import type { Asset } from '@guardians/shared/catalogue';
import type { SiteConfig } from '@guardians/shared/site-config';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useWalletContracts } from '../../../features/catalogue/api/get-wallet-contracts.ts';
import { LikedItems } from '../../../features/catalogue/components/liked-items.tsx';
import { OwnedItems } from '../../../features/catalogue/components/owned-items.tsx';
import { QuestsPromo } from '../../../features/catalogue/components/quests-promo.tsx';
import { WalletTabs } from '../../../features/catalogue/components/wallet-tabs.tsx';
import { offsetKeyFor } from '../../../features/catalogue/utils/query-string.ts';
import {
  parseWalletTab,
  pickWalletCollection,
  visibleWalletTabs,
  type WalletTab,
} from '../../../features/catalogue/utils/wallet-tabs.ts';
import { offerContracts } from '../../../features/offers/api/read-offer-funds.ts';
import { useCollectionMetadata } from '../../../lib/api/get-collection-metadata.ts';
import { useDefaultCollection } from '../../../lib/api/get-default-collection.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { WalletCollectionPicker } from './wallet-collection-picker.tsx';
import { WalletOffersPanel } from './wallet-offers-panel.tsx';

type WalletItemsSectionProps = { account: `0x${string}`; isOwner: boolean; config: SiteConfig };

/** Below the wallet profile header: the quests promo before launch, the owned/liked tabs after. */
export function WalletItemsSection({ account, isOwner, config }: WalletItemsSectionProps) {
  if (config.launchStage !== 'post') return <QuestsPromo />;
  return <WalletItemTabs account={account} isOwner={isOwner} config={config} />;
}

function WalletItemTabs({ account, isOwner, config }: WalletItemsSectionProps) {
  const [params, setParams] = useSearchParams();
  const { chainId } = useWallet();
  const offsetKey = offsetKeyFor(config.name);
  const multi = config.mode === 'multi';
  // Offers are the owner's business: received ones to accept, made ones to cancel.
  const tabs = visibleWalletTabs(isOwner && offerContracts() !== null);
  const tab = parseWalletTab(params.get('tab'), tabs);

  const defaultCollection = useDefaultCollection(chainId);
  const contracts = useWalletContracts(account, chainId, multi);
  const tokenAddress = pickWalletCollection({
    mode: config.mode,
    defaultAddress: defaultCollection.data ?? null,
    addressParam: params.get('address'),
    walletContracts: contracts.data,
  });
  const choosing = defaultCollection.isPending || (multi && contracts.isPending && !params.get('address'));
  const metadata = useCollectionMetadata(choosing ? null : tokenAddress, chainId);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          next.delete(offsetKey);
          next.delete('q-offset');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, offsetKey],
  );
  const setTab = (next: WalletTab) => update((p) => p.set('tab', next));

  const slug = metadata.data?.slug ?? tokenAddress;
  const itemHref = (asset: Asset) =>
    multi
      ? `/collection/${metadata.data?.slug ?? asset.tokenAddress}/${asset.tokenId}`
      : `/explore/${asset.tokenId}`;
  // Liked items may come from any collection: linked by address unless it is the one shown here.
  const likedHref = (asset: Asset) => {
    const shown = asset.tokenAddress.toLowerCase() === tokenAddress?.toLowerCase();
    if (shown && !multi) return `/explore/${asset.tokenId}`;
    return `/collection/${shown && slug ? slug : asset.tokenAddress}/${asset.tokenId}`;
  };
  const collectionPage = multi ? (slug ? `/collection/${slug}` : null) : '/explore';
  const presaleUrl = metadata.data?.presale?.presaleURL ?? null;

  return (
    <WalletTabs tabs={tabs} tab={tab} onChange={setTab}>
      {tab === 'owned' ? (
        <OwnedItems
          account={account}
          tokenAddress={choosing ? null : tokenAddress}
          choosing={choosing}
          chainId={chainId}
          offsetKey={offsetKey}
          itemHref={itemHref}
          isOwner={isOwner}
          presale={
            <PresaleButton
              url={presaleUrl}
              fallback={collectionPage}
              pending={choosing || metadata.isPending}
            />
          }
          toolbarStart={
            multi && contracts.data && contracts.data.length > 1 && tokenAddress ? (
              <WalletCollectionPicker
                contracts={contracts.data}
                value={tokenAddress}
                onChange={(address) => update((p) => p.set('address', address))}
              />
            ) : null
          }
        />
      ) : tab === 'liked' ? (
        <LikedItems account={account} chainId={chainId} offsetKey={offsetKey} itemHref={likedHref} />
      ) : (
        <WalletOffersPanel account={account} />
      )}
    </WalletTabs>
  );
}

/**
 * The collection's presale page; without one, the collection page; without that, disabled. A site
 * path (the mint page, `/mint/<slug>`) navigates in the app; another site's address opens a new tab.
 */
function PresaleButton({
  url,
  fallback,
  pending,
}: {
  url: string | null;
  fallback: string | null;
  pending: boolean;
}) {
  // Until the collection's metadata arrives the target is unknown: a fallback link now could be the wrong one.
  if (pending) return <Button disabled>Presale</Button>;
  const sitePath = url?.startsWith('/') && !url.startsWith('//');
  if (url && !sitePath) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
        Presale
      </a>
    );
  }
  const to = sitePath ? url : fallback;
  if (to) {
    return (
      <Link to={to} className={buttonClasses('primary')}>
        Presale
      </Link>
    );
  }
  return <Button disabled>Presale</Button>;
}
