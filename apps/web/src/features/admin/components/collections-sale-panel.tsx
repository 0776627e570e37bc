import type { Sale } from '@guardians/shared/sale';
import { SALE_STAGES } from '@guardians/shared/sale';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { CollectionContract } from '../api/collections-contract.ts';
import { useCollectionsOwnerCall } from '../hooks/use-collections-owner-call.ts';
import { formatEth, parsePrice, saleStageChoices, stageLabel } from '../utils/collections-sale.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { CollectionsOwnerGate, ContractReadError } from './collections-owner-gate.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormPanel } from './form-panel.tsx';

type CollectionsSalePanelProps = {
  tokenAddress: `0x${string}`;
  contract: UseQueryResult<CollectionContract>;
};
type SaleStageName = Sale['stageName'];
type SaleChange = { stage: SaleStageName; wei: bigint };

/** The sale as the contract runs it (stage and price); its owner changes both in one transaction. */
export function CollectionsSalePanel({ tokenAddress, contract }: CollectionsSalePanelProps) {
  return (
    <FormPanel
      title="Sale"
      description="The stage and price on the contract: the mint page follows them at once."
    >
      {contract.isPending ? (
        <Skeleton className="h-6 w-56" />
      ) : contract.isError ? (
        <ContractReadError contract={contract} />
      ) : contract.data.stage === null || contract.data.priceWei === null ? (
        <p className="text-sm text-muted">
          This contract has no sale this site can run (no saleStage() or price()).
        </p>
      ) : (
        <>
          <p data-testid="sale-now" className="text-fg">
            Now: <strong>{stageLabel(contract.data.stage)}</strong> at{' '}
            <strong>{formatEth(contract.data.priceWei)} ETH</strong>
          </p>
          {contract.data.stage !== 'none' && contract.data.priceWei === 0n && (
            <p className="text-sm text-gold">With a price of 0 the contract keeps the sale closed.</p>
          )}
          <CollectionsOwnerGate
            contract={contract}
            notOwner="change the sale; send them the stage and price you want"
          >
            <SaleForm
              tokenAddress={tokenAddress}
              stage={contract.data.stage}
              priceWei={contract.data.priceWei}
            />
          </CollectionsOwnerGate>
        </>
      )}
    </FormPanel>
  );
}

function SaleForm({
  tokenAddress,
  stage,
  priceWei,
}: {
  tokenAddress: `0x${string}`;
  stage: SaleStageName;
  priceWei: bigint;
}) {
  const [nextStage, setNextStage] = useState(stage);
  const [price, setPrice] = useState(formatEth(priceWei));
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<SaleChange | null>(null);
  const { send, running } = useCollectionsOwnerCall(tokenAddress);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePrice(price);
    if (parsed.wei === null) {
      setError(parsed.error);
      return;
    }
    setAsking({ stage: nextStage, wei: parsed.wei });
  }

  async function confirm() {
    if (!asking) return;
    await send('setSale', [SALE_STAGES.indexOf(asking.stage), asking.wei], {
      confirm: 'Confirm the sale change in your wallet...',
      pending: 'Changing the sale...',
      success: `The sale is now ${stageLabel(asking.stage)} at ${formatEth(asking.wei)} ETH.`,
    });
    setAsking(null);
  }

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <ChoiceGroup
          legend="Stage"
          name={`sale-stage-${tokenAddress}`}
          value={nextStage}
          choices={saleStageChoices}
          onChange={setNextStage}
        />
        <TextField
          label="Price per token (ETH)"
          value={price}
          placeholder="0.05"
          autoComplete="off"
          onChange={(value) => {
            setPrice(value);
            setError(null);
          }}
          hint="The same price for every stage; 0 keeps the sale closed."
          error={error}
        />
        <Button type="submit" className="self-start" disabled={running !== null}>
          Update the sale
        </Button>
      </form>
      {/* Outside the form: React carries the dialog's submit up through its portal to any form around it. */}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Set the sale to ${stageLabel(asking.stage)} at ${formatEth(asking.wei)} ETH?` : ''}
        confirmLabel="Send the transaction"
        pendingLabel="Waiting for the wallet…"
        pending={running === 'setSale'}
        error={null}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      >
        Your wallet sends setSale to the contract. Minting follows the new stage and price as soon as the
        block is mined.
      </ConfirmDialog>
    </>
  );
}
