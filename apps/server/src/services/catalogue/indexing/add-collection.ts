import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import type { ChainClient } from '../../../chain/chain-client.ts';
import type { Db } from '../../../db/client.ts';
import { collections } from '../../../db/schema/index.ts';
import { BadRequestError, ConflictError } from '../../../errors.ts';
import { createIndexer } from '../../../indexer/indexer.ts';
import { NotAContractError } from '../../../indexer/indexer-errors.ts';

/** ERC-165 interface id of ERC-721. */
const ERC721_INTERFACE_ID = '0x80ac58cd';

const supportsInterfaceAbi = [
  {
    type: 'function',
    name: 'supportsInterface',
    stateMutability: 'view',
    inputs: [{ name: 'interfaceId', type: 'bytes4' }],
    outputs: [{ type: 'bool' }],
  },
] as const;

class NotAnErc721Error extends BadRequestError {
  override readonly code = 'NOT_ERC721';
}

export interface AddCollectionInput {
  tokenAddress: `0x${string}`;
  slug?: string | undefined;
}

/** Refuses an address without code, or whose contract does not say (ERC-165) it is an ERC-721. */
async function assertErc721(chain: ChainClient, address: Address): Promise<void> {
  const code = await chain.public.getCode({ address });
  if (!code || code === '0x')
    throw new NotAContractError(`${address} is not a contract on chain ${chain.chainId}`, {
      field: 'tokenAddress',
    });
  const isErc721 = await chain.public
    .readContract({
      address,
      abi: supportsInterfaceAbi,
      functionName: 'supportsInterface',
      args: [ERC721_INTERFACE_ID],
    })
    .catch(() => false);
  if (!isErc721)
    throw new NotAnErc721Error(
      `${address} is not an ERC-721 collection (it does not declare the interface)`,
      {
        field: 'tokenAddress',
      },
    );
}

/**
 * Lists a collection by its contract address. The row and the indexer cursor are written here; the
 * indexer (this process's or another's) picks the collection up on its next pass and backfills it
 * in the background, its progress visible as "indexing n / m" on the collection page.
 */
export async function addCollectionByAddress(
  deps: { db: Db; chain: ChainClient },
  input: AddCollectionInput,
) {
  const tokenAddress = input.tokenAddress.toLowerCase() as Address;
  const [existing] = await deps.db
    .select({ slug: collections.slug })
    .from(collections)
    .where(and(eq(collections.chainId, deps.chain.chainId), eq(collections.tokenAddress, tokenAddress)));
  if (existing)
    throw new ConflictError(`Collection ${tokenAddress} is already listed as '${existing.slug}'`, {
      field: 'tokenAddress',
    });
  if (input.slug) {
    const [taken] = await deps.db
      .select({ tokenAddress: collections.tokenAddress })
      .from(collections)
      .where(and(eq(collections.chainId, deps.chain.chainId), eq(collections.slug, input.slug)));
    if (taken)
      throw new ConflictError(`The slug '${input.slug}' is taken by ${taken.tokenAddress}`, {
        field: 'slug',
      });
  }
  await assertErc721(deps.chain, tokenAddress);
  // Only its add-by-address path is used: no loops are started here.
  const indexer = createIndexer({ db: deps.db, chain: deps.chain });
  return indexer.addCollection(tokenAddress, input.slug ? { slug: input.slug } : {});
}
