import type { CollectionMetadata } from '@guardians/shared/catalogue';
import type { Sale } from '@guardians/shared/sale';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundPanel } from '../../../components/ui/not-found-panel.tsx';
import { useCollectionMetadata } from '../../../lib/api/get-collection-metadata.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { assetUrl } from '../../../lib/asset-url.ts';
import { formatUsdValue, useEtherPrice } from '../../../lib/ether-price.ts';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { useSale } from '../api/get-sale.ts';
import { type MintOutcome, useMint } from '../hooks/use-mint.ts';
import { clampQuantity, mintAction, stageLabel, totalPrice } from '../utils/sale-view.ts';
import { mintArt, mintColumns, mintPage } from './mint-layout.ts';
import { MintSkeleton } from './mint-skeleton.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SupplyProgress } from './supply-progress.tsx';

/** /mint/:collectionRef: the collection's sale (decision 0025): stage, price, supply, and the mint. */
export function MintPage({ collectionRef }: { collectionRef: string }) {
  const wallet = useWallet();
  const account = wallet.status === 'connected' ? wallet.address : undefined;
  const collection = useCollectionMetadata(collectionRef, wallet.chainId);
  const sale = useSale(collectionRef, account);

  const failed = collection.error ?? sale.error;
  if (failed instanceof ApiError && failed.status === 404) return <NotFoundPanel />;
  if (failed instanceof ApiError && failed.code === 'NOT_A_SALE') {
    return <NoSale name={collection.data?.name} message={failed.message} />;
  }
  if (failed && !(collection.data && sale.data)) {
    return (
      <ErrorState
        headingLevel={1}
        title="The sale could not load"
        onRetry={() => {
          void collection.refetch();
          void sale.refetch();
        }}
        retrying={collection.isFetching || sale.isFetching}
      />
    );
  }
  if (!collection.data || !sale.data) return <MintSkeleton />;
  return (
    <MintView collection={collection.data} sale={sale.data} account={account} collectionRef={collectionRef} />
  );
}

function NoSale({ name, message }: { name: string | undefined; message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <h1 className="text-3xl font-bold text-gold">{name ?? 'No sale'}</h1>
      <p className="text-muted">{message}</p>
      <Link to="/" className={buttonClasses('outline')}>
        Back to home
      </Link>
    </section>
  );
}

type MintViewProps = {
  collection: CollectionMetadata;
  sale: Sale;
  account: `0x${string}` | undefined;
  collectionRef: string;
};

function MintView({ collection, sale, account, collectionRef }: MintViewProps) {
  const etherPrice = useEtherPrice();
  const { mint, running, minted } = useMint(collectionRef, collection.tokenAddress as `0x${string}`);
  const [wanted, setWanted] = useState(1);
  const remaining = sale.account?.remaining ?? 0;
  const quantity = clampQuantity(wanted, remaining);
  const action = mintAction(sale, account !== undefined);
  const total = totalPrice(sale.priceWei, quantity);
  const image = assetUrl(collection.image);
  const usdEach = formatUsdValue(sale.price, etherPrice.data);
  const usdTotal = formatUsdValue(total.eth, etherPrice.data);

  const onMint = async () => {
    if (action.kind === 'connect') return setConnectDialogOpen(true);
    if (action.kind !== 'mint' || !account) return;
    if (await mint(account, quantity)) setWanted(1);
  };

  return (
    <div className={mintPage}>
      <div className={mintColumns}>
        <div className={mintArt}>
          {image && <img src={image} alt={`${collection.name} art`} className="size-full object-cover" />}
        </div>
        <section aria-labelledby="mint-title" className="flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            <StageBadge sale={sale} />
            <h1 id="mint-title" className="text-3xl font-bold break-words text-fg sm:text-4xl">
              {collection.name}
            </h1>
            {collection.description && <p className="text-muted">{collection.description}</p>}
          </div>

          <div className="flex flex-col gap-1">
            <span className="text-sm text-muted">Price</span>
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-3xl font-bold tabular-nums text-fg">{sale.price} ETH</span>
              {usdEach && <span className="text-muted">≈ {usdEach}</span>}
            </p>
            {sale.maxPerWallet > 0 && (
              <span className="text-sm text-muted">Up to {sale.maxPerWallet} per wallet</span>
            )}
          </div>

          <SupplyProgress minted={sale.totalSupply} max={sale.maxSupply} />

          {account && sale.account && (
            <p
              className={`rounded-xl border px-4 py-3 text-sm ${
                sale.account.eligible
                  ? 'border-gold/40 bg-gold/10 text-fg'
                  : 'border-white/15 bg-white/5 text-muted'
              }`}
            >
              {sale.account.reason}
              {sale.account.eligible && <> You can mint {sale.account.remaining} more.</>}
            </p>
          )}

          <div className="flex flex-col gap-4 rounded-2xl border border-card-border bg-card/60 p-4 sm:p-5">
            {action.kind === 'mint' && (
              <div className="flex flex-wrap items-center justify-between gap-4">
                <QuantityStepper value={quantity} max={remaining} disabled={running} onChange={setWanted} />
                <p className="text-right">
                  <span className="block text-sm text-muted">Total</span>
                  <span className="text-xl font-bold tabular-nums" aria-live="polite">
                    {total.eth} ETH
                  </span>
                  {usdTotal && <span className="block text-sm text-muted">≈ {usdTotal}</span>}
                </p>
              </div>
            )}
            <Button
              className="w-full text-base"
              disabled={action.kind === 'blocked' || running}
              aria-busy={running}
              onClick={() => void onMint()}
            >
              {running ? 'Minting...' : action.label}
            </Button>
          </div>

          {minted && <MintedNote outcome={minted} />}
        </section>
      </div>
    </div>
  );
}

function StageBadge({ sale }: { sale: Sale }) {
  const open = sale.active && !sale.soldOut;
  return (
    <span
      className={`inline-flex w-fit items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${
        open ? 'border-gold/60 text-gold' : 'border-white/20 text-muted'
      }`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${open ? 'bg-gold' : 'bg-white/30'}`} />
      {sale.soldOut ? 'Sold out' : stageLabel(sale)}
    </span>
  );
}

function MintedNote({ outcome }: { outcome: MintOutcome }) {
  return (
    <p role="status" className="flex flex-wrap items-center gap-3 text-sm text-fg">
      {outcome.quantity === 1
        ? 'Your new Guardian is on its way to your wallet.'
        : `Your ${outcome.quantity} new Guardians are on their way to your wallet.`}
      <Link to={`/forge/${outcome.account}`} className={buttonClasses('outline')}>
        See your Guardians
      </Link>
    </p>
  );
}
