import { type Hex, hexToBigInt, hexToNumber } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';

/** eth_sendTransaction's parameter, as dapps (and viem) send it: quantities in hex. */
export type TransactionParams = {
  from?: Hex;
  to?: Hex | null;
  value?: Hex;
  data?: Hex;
  input?: Hex;
  gas?: Hex;
  nonce?: Hex;
  gasPrice?: Hex;
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
};

type Rpc = <T>(method: string, params?: readonly unknown[]) => Promise<T>;

const ONE_GWEI = 1_000_000_000n;

/**
 * Fills what the dapp left out (nonce, gas, EIP-1559 fees) from the node, then signs locally, so
 * the node only ever sees the signed raw transaction.
 */
export async function signBurnerTransaction(input: {
  account: PrivateKeyAccount;
  chainId: number;
  tx: TransactionParams;
  rpc: Rpc;
}): Promise<Hex> {
  const { account, chainId, tx, rpc } = input;
  const data = tx.data ?? tx.input;
  const value = tx.value ? hexToBigInt(tx.value) : 0n;
  const call = { from: account.address, to: tx.to ?? undefined, value: tx.value, data };

  const nonce = tx.nonce
    ? hexToNumber(tx.nonce)
    : hexToNumber(await rpc<Hex>('eth_getTransactionCount', [account.address, 'pending']));
  const gas = tx.gas ? hexToBigInt(tx.gas) : hexToBigInt(await rpc<Hex>('eth_estimateGas', [call]));
  const base = { chainId, to: tx.to ?? null, value, data, nonce, gas };

  if (tx.gasPrice) {
    return account.signTransaction({ ...base, type: 'legacy', gasPrice: hexToBigInt(tx.gasPrice) });
  }
  let maxPriorityFeePerGas = tx.maxPriorityFeePerGas ? hexToBigInt(tx.maxPriorityFeePerGas) : undefined;
  if (maxPriorityFeePerGas === undefined) {
    maxPriorityFeePerGas = await rpc<Hex>('eth_maxPriorityFeePerGas')
      .then(hexToBigInt)
      .catch(() => ONE_GWEI);
  }
  let maxFeePerGas = tx.maxFeePerGas ? hexToBigInt(tx.maxFeePerGas) : undefined;
  if (maxFeePerGas === undefined) {
    const block = await rpc<{ baseFeePerGas?: Hex } | null>('eth_getBlockByNumber', ['latest', false]);
    const baseFee = block?.baseFeePerGas ? hexToBigInt(block.baseFeePerGas) : 0n;
    // Twice the base fee survives several full blocks of fee growth, as viem does by default.
    maxFeePerGas = baseFee * 2n + maxPriorityFeePerGas;
  }
  return account.signTransaction({ ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas });
}
