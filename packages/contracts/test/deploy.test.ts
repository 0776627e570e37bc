import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPublicClient, createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileContracts } from '../scripts/compile.ts';
import { type AnvilHandle, findFreePort, startAnvil } from '../src/node/anvil.ts';

// anvil's first default account (public test key, funded with 10,000 ETH on every fresh anvil).
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

describe('a compiled contract on anvil', () => {
  let anvil: AnvilHandle | undefined;

  beforeAll(async () => {
    anvil = await startAnvil({ port: await findFreePort(), silent: true });
  });
  afterAll(async () => {
    await anvil?.stop();
  });

  it('deploys, takes a transaction from its owner and returns the new state', async () => {
    const source = readFileSync(path.join(import.meta.dirname, 'fixtures', 'owned-counter.sol'), 'utf8');
    const counter = compileContracts({ 'owned-counter.sol': source }).OwnedCounter;
    if (!counter || !anvil) throw new Error('setup failed');
    const transport = http(anvil.rpcUrl);
    const publicClient = createPublicClient({ chain: foundry, transport });
    const wallet = createWalletClient({ account, chain: foundry, transport });

    const deployHash = await wallet.deployContract({
      abi: counter.abi,
      bytecode: counter.bytecode,
      args: [41n],
    });
    const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash: deployHash });
    if (!contractAddress) throw new Error('no contract address in the receipt');
    const contract = { address: contractAddress, abi: counter.abi } as const;

    const hash = await wallet.writeContract({ ...contract, functionName: 'increment' });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });

    expect(receipt.status).toBe('success');
    expect(await publicClient.readContract({ ...contract, functionName: 'count' })).toBe(42n);
    expect(await publicClient.readContract({ ...contract, functionName: 'owner' })).toBe(account.address);
  });
});
