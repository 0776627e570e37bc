// Indexer backfill speed: a local anvil with N minted tokens and N moves (2N Transfer logs), indexed
// from the deployment block into a fresh database; prints transfers per second including owner
// updates. Target (issue 4, section 6): >= 2,000 transfers/s. Each range size runs straight to anvil
// and through the provider-like proxy at 100 ms a round trip, no faults (issue 28 §3, decision 0079).
//   npx tsx bench/indexer-backfill.ts [--tokens 5000] [--latency 100]     (DATABASE_URL: use that server)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { compileContracts } from '@guardians/contracts/compile';
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { createChainClient } from '../apps/server/src/chain/chain-client.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createIndexer } from '../apps/server/src/indexer/indexer.ts';
import { startProviderProxy } from '../apps/server/test/helpers/provider-proxy.ts';
import { benchDatabase } from './bench-database.ts';
import { printTable } from './print-table.ts';

const argIndex = process.argv.indexOf('--tokens');
const TOKENS = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 5000;
const latencyIndex = process.argv.indexOf('--latency');
const LATENCY_MS = latencyIndex > 0 ? Number(process.argv[latencyIndex + 1]) : 100;
const PER_TX = 250;
const KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'; // anvil #0, own anvil

const cleanups: (() => Promise<void>)[] = [];
const anvil = await startAnvil({ port: await findFreePort(), silent: true });
cleanups.push(() => anvil.stop());
const provider = await startProviderProxy({
  upstream: anvil.rpcUrl,
  faults: { latencyMs: [LATENCY_MS, LATENCY_MS] },
});
cleanups.push(() => provider.close());
const routes = [
  { name: 'anvil', rpcUrl: anvil.rpcUrl },
  { name: `proxy ${LATENCY_MS} ms`, rpcUrl: provider.url },
];

async function freshDatabaseUrl(): Promise<string> {
  const { url, cleanup } = await benchDatabase();
  cleanups.push(cleanup);
  return url;
}

async function deployAndTrade(): Promise<{ address: Address; deploymentBlock: bigint; transfers: number }> {
  const source = readFileSync(
    path.join(import.meta.dirname, '../apps/server/test/fixtures/test-collection.sol'),
    'utf8',
  );
  const contract = compileContracts({ 'test-collection.sol': source }).TestCollection;
  if (!contract) throw new Error('TestCollection did not compile');
  const transport = http(anvil.rpcUrl);
  const wallet = createWalletClient({ account: privateKeyToAccount(KEY), chain: foundry, transport });
  const client = createPublicClient({ chain: foundry, transport });
  const confirm = (hash: Hex) => client.waitForTransactionReceipt({ hash, pollingInterval: 10 });
  const { abi, bytecode } = contract;
  const deployed = await confirm(
    await wallet.deployContract({ abi, bytecode, args: ['Bench', 'BNCH', 'http://127.0.0.1:9/'] }),
  );
  const address = deployed.contractAddress as Address;
  const holder = (i: number) => `0x${(0xb0b0000 + (i % 500)).toString(16).padStart(40, '0')}` as Address;
  for (let first = 1; first <= TOKENS; first += PER_TX) {
    const count = BigInt(Math.min(PER_TX, TOKENS - first + 1));
    await confirm(
      await wallet.writeContract({
        address,
        abi,
        functionName: 'mintBatch',
        args: [holder(first), BigInt(first), count],
      }),
    );
  }
  for (let first = 1; first <= TOKENS; first += PER_TX) {
    const ids = Array.from(
      { length: Math.min(PER_TX, TOKENS - first + 1) },
      (_, i) => BigInt(((first + i) * 7919) % TOKENS) + 1n,
    );
    const to = ids.map((id) => holder(Number(id) * 31));
    await confirm(await wallet.writeContract({ address, abi, functionName: 'moveBatch', args: [ids, to] }));
  }
  return { address, deploymentBlock: deployed.blockNumber, transfers: TOKENS * 2 };
}

try {
  const dbUrl = await freshDatabaseUrl();
  const { address, deploymentBlock, transfers } = await deployAndTrade();
  const rows = [['backfill', 'rpc', 'ranges', 'transfers', 'seconds', 'transfers/s']];
  for (const [batchBlocks, route] of [2000, 5].flatMap((size) => routes.map((r) => [size, r] as const))) {
    const target = createDatabase(dbUrl);
    await runMigrations(target.db);
    await target.db.execute('truncate transfers, tokens, token_attributes, indexer_cursors, collections');
    const chain = createChainClient({ rpcUrl: route.rpcUrl, chainId: 31337, name: 'anvil' });
    const indexer = createIndexer({
      db: target.db,
      chain,
      batchBlocks,
      metadata: { guard: { allowHosts: [], allowPrivateNetworks: true } },
    });
    await indexer.addCollection(address, { deploymentBlock });
    const started = performance.now();
    const result = await indexer.syncOnce();
    const seconds = (performance.now() - started) / 1000;
    const ranges = result.collections[address.toLowerCase()]?.ranges ?? 0;
    const stored = await target.pool.query('select count(*)::int as n from transfers');
    if (stored.rows[0].n !== transfers)
      throw new Error(`stored ${stored.rows[0].n} transfers, expected ${transfers}`);
    rows.push([
      `${batchBlocks} blocks per range`,
      route.name,
      String(ranges),
      String(transfers),
      seconds.toFixed(2),
      (transfers / seconds).toFixed(0),
    ]);
    await target.close();
  }
  printTable(rows);
  console.log('target: >= 2000 transfers/s including ownership updates');
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
