import { GuardianCollectionAbi } from '@guardians/contracts';
import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import type { DemoCollection } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainClient } from '../../src/chain/chain-client.ts';
import { fundBurnerWallet } from '../../src/chain/faucet-service.ts';
import { loadConfig } from '../../src/config.ts';
import { demoMaxSupply, loadDemoCollections } from '../../src/demo/demo-catalogue.ts';
import { demoMintPlan } from '../../src/demo/demo-mint-plan.ts';
import { DEMO_WHITELIST, demoWhitelistRoot } from '../../src/demo/demo-whitelist.ts';
import { createIndexer } from '../../src/indexer/indexer.ts';
import { seedDemoCatalogue } from '../../src/launcher/catalogue.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { localNetwork } from '../indexer/helpers/catalogue-state.ts';

// Its own anvil: the seeder deploys with anvil's first account, which other test files use too.
describe('demo catalogue on the first start of a local chain', () => {
  let anvil: AnvilHandle;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let chain: ReturnType<typeof createChainClient>;

  beforeAll(async () => {
    anvil = await startAnvil({ port: await findFreePort(), silent: true });
    chain = createChainClient({ rpcUrl: anvil.rpcUrl, chainId: 31337, name: 'Local' });
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await anvil.stop();
  });

  const configFor = (port: number) =>
    loadConfig({ LOG_LEVEL: 'silent', RPC_URL: anvil.rpcUrl, CHAIN_ID: '31337', PORT: String(port) });

  it('deploys every demo collection, mints its whole supply as planned and records it once', async () => {
    const refs = await seedDemoCatalogue(database.db, chain, configFor(3000));
    const demos = loadDemoCollections(configFor(3000).rootDir);
    expect(refs.map((r) => r.slug)).toEqual(demos.map((d) => d.slug));
    expect(refs.every((r) => r.deployedNow)).toBe(true);
    expect(demos.reduce((n, d) => n + d.supply, 0)).toBeGreaterThanOrEqual(1000);

    for (const [i, ref] of refs.entries()) {
      const demo = demos[i];
      if (!demo) throw new Error('missing demo');
      const supply = await chain.public.readContract({
        address: ref.address,
        abi: GuardianCollectionAbi,
        functionName: 'totalSupply',
      });
      expect(supply).toBe(BigInt(demo.supply));
      const [plan] = demoMintPlan([demo]);
      const sample = plan?.owners[3];
      const tokenId = sample?.tokenIds[0];
      if (!sample || tokenId === undefined) throw new Error('empty plan');
      const owner = await chain.public.readContract({
        address: ref.address,
        abi: GuardianCollectionAbi,
        functionName: 'ownerOf',
        args: [BigInt(tokenId)],
      });
      expect(owner.toLowerCase()).toBe(sample.address);
    }
    const rows = await database.db.execute<{ slug: string; is_default: boolean }>(
      sql`select slug, is_default from collections order by id`,
    );
    expect(rows.rows).toEqual(demos.map((d, i) => ({ slug: d.slug, is_default: i === 0 })));
  });

  it('keeps what exists on the next start, and points token URIs at the current address', async () => {
    const refs = await seedDemoCatalogue(database.db, chain, configFor(3999));
    expect(refs.some((r) => r.deployedNow)).toBe(false);
    const rows = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from collections`);
    expect(rows.rows[0]?.n).toBe(refs.length);
    const first = refs[0];
    if (!first) throw new Error('no demo');
    const uri = await chain.public.readContract({
      address: first.address,
      abi: GuardianCollectionAbi,
      functionName: 'tokenURI',
      args: [7n],
    });
    expect(uri).toBe(`http://127.0.0.1:3999/api/demo/${first.slug}/7`);
  });

  it('opens a presale at 0.01 ETH on a reserve above the seeded supply, with the demo whitelist', async () => {
    const refs = await seedDemoCatalogue(database.db, chain, configFor(3999));
    const demos = loadDemoCollections(configFor(3999).rootDir);
    for (const [i, ref] of refs.entries()) {
      const read = (functionName: 'maxSupply' | 'saleStage' | 'price' | 'merkleRoot') =>
        chain.public.readContract({ address: ref.address, abi: GuardianCollectionAbi, functionName });
      expect(await read('maxSupply')).toBe(BigInt(demoMaxSupply(demos[i] as DemoCollection)));
      expect(await read('saleStage')).toBe(2);
      expect(await read('price')).toBe(10n ** 16n);
      expect(await read('merkleRoot')).toBe(demoWhitelistRoot());
      const listed = await database.db.execute<{ account: string }>(
        sql`select account from whitelist_entries where token_address = ${ref.address.toLowerCase()} order by account`,
      );
      expect(listed.rows.map((r) => r.account)).toEqual([...DEMO_WHITELIST].sort());
    }
    const urls = await database.db.execute<{ presale_url: string }>(
      sql`select presale_url from collections order by id`,
    );
    expect(urls.rows.map((r) => r.presale_url)).toEqual(refs.map((r) => `/mint/${r.slug}`));
  });

  it('gives a newly funded burner wallet a few indexed demo tokens of each collection', async () => {
    const indexer = createIndexer({ db: database.db, chain, metadata: { guard: localNetwork } });
    await indexer.syncOnce();
    const burner = privateKeyToAccount(generatePrivateKey()).address;
    const result = await fundBurnerWallet(database.db, chain, burner);
    expect(result.txHash).toMatch(/^0x/);
    expect(result.giftedTokens).toBe(9);
    const refs = await seedDemoCatalogue(database.db, chain, configFor(3999));
    for (const ref of refs) {
      const held = await chain.public.readContract({
        address: ref.address,
        abi: GuardianCollectionAbi,
        functionName: 'balanceOf',
        args: [burner],
      });
      expect(held).toBe(3n);
    }
    const again = await fundBurnerWallet(database.db, chain, burner);
    expect(again).toEqual({ txHash: null, giftedTokens: 0 });
  });

  it('does nothing on a chain that is not the local one', async () => {
    const sepolia = createChainClient({ rpcUrl: anvil.rpcUrl, chainId: 11155111, name: 'Sepolia' });
    expect(await seedDemoCatalogue(database.db, sepolia, configFor(3000))).toEqual([]);
  });
});
