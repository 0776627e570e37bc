import { ENSRegistryAbi, PublicResolverAbi, ReverseRegistrarAbi } from '@guardians/contracts';
import type { DemoCollection } from '@guardians/shared';
import { createWalletClient, http, labelhash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { namehash } from 'viem/ens';
import type { ChainClient } from '../chain/chain-client.ts';
import { ANVIL_MNEMONIC } from '../chain/dev-keys.ts';
import type { EnsDeployment } from '../services/users/ens/ens-deploy.ts';
import { demoMintPlan } from './demo-mint-plan.ts';

/**
 * Demo collectors (anvil accounts, none with a username) who own a `.eth` name and chose it as
 * their primary name, so lists show them by name. Their avatar is one of their Guardians, written
 * as ENSIP-12 says (`eip155:<chain>/erc721:<contract>/<id>`).
 */
const DEMO_ENS_NAMES = [
  { addressIndex: 0, label: 'dragonkeeper' },
  { addressIndex: 1, label: 'kitsune' },
  { addressIndex: 2, label: 'seraph' },
  { addressIndex: 3, label: 'tengu' },
] as const;

/**
 * Registers the demo names under `eth` (owned by anvil #0), points each at its owner, sets its
 * avatar, and has each owner claim it as their primary name through the reverse registrar: the
 * very calls a person makes on ENS. Run once, with the ENS deployment.
 */
export async function seedDemoEnsNames(
  chain: ChainClient,
  ens: EnsDeployment,
  collection: { definition: DemoCollection; address: `0x${string}` } | undefined,
): Promise<number> {
  const [plan] = collection ? demoMintPlan([collection.definition]) : [];
  const ethOwner = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 0 });
  const send = async (account: typeof ethOwner, call: Record<string, unknown>) => {
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) });
    const hash = await wallet.writeContract({ chain: null, ...call } as never);
    const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`demo ENS: ${String(call.functionName)} reverted`);
  };
  for (const { addressIndex, label } of DEMO_ENS_NAMES) {
    const holder = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex });
    const name = `${label}.eth`;
    const node = namehash(name);
    await send(ethOwner, {
      address: ens.registry,
      abi: ENSRegistryAbi,
      functionName: 'setSubnodeRecord',
      args: [namehash('eth'), labelhash(label), holder.address, ens.resolver, 0n],
    });
    await send(holder, {
      address: ens.resolver,
      abi: PublicResolverAbi,
      functionName: 'setAddr',
      args: [node, holder.address],
    });
    const tokenId = plan?.owners.find((o) => o.address === holder.address.toLowerCase())?.tokenIds[0];
    if (collection && tokenId !== undefined) {
      await send(holder, {
        address: ens.resolver,
        abi: PublicResolverAbi,
        functionName: 'setText',
        args: [node, 'avatar', `eip155:${chain.chainId}/erc721:${collection.address}/${tokenId}`],
      });
    }
    await send(holder, {
      address: ens.reverseRegistrar,
      abi: ReverseRegistrarAbi,
      functionName: 'setName',
      args: [name],
    });
  }
  return DEMO_ENS_NAMES.length;
}
