import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileContracts } from '@guardians/contracts/compile';
import { createPublicClient, createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { inject } from 'vitest';

/** anvil's fourth default account: used only by this helper, so its nonces never race other tests. */
const DEPLOYER = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');

/** Deploys a minimal EIP-1271 wallet owned by `owner` on the run's anvil; returns its address. */
export async function deployContractWallet(owner: `0x${string}`): Promise<`0x${string}`> {
  const source = readFileSync(path.join(import.meta.dirname, '../fixtures/contract-wallet.sol'), 'utf8');
  const compiled = compileContracts({ 'contract-wallet.sol': source }).ContractWallet;
  if (!compiled) throw new Error('ContractWallet did not compile');
  const transport = http(inject('rpcUrl'));
  const wallet = createWalletClient({ account: DEPLOYER, chain: foundry, transport });
  const client = createPublicClient({ chain: foundry, transport });
  const hash = await wallet.deployContract({ abi: compiled.abi, bytecode: compiled.bytecode, args: [owner] });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error('no contract address');
  return receipt.contractAddress;
}
