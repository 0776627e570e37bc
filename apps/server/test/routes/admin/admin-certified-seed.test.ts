import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CertifiedContent } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifiedNfts } from '../../../src/db/schema/index.ts';
import { certifiedFile, seedCertifiedNfts } from '../../../src/services/certified/certified-seed.ts';
import { createCollection, createTokens, randomAddress } from '../../helpers/catalogue-fixtures.ts';
import { signIn } from '../../helpers/login-flow.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// "What the console changes wins over committed files, and a later start does not overwrite it."
const ownerKey = generatePrivateKey();
let t: TestApp;
let cookie: string;
let dir: string;

type Row = typeof certifiedNfts.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ACCOUNTS: privateKeyToAccount(ownerKey).address } });
  cookie = (await signIn(t.app, ownerKey)).cookie;
  dir = await mkdtemp(path.join(tmpdir(), 'guardians-certified-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const send = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/certified-nfts${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

async function rowsBySlug(): Promise<Map<string | null, Row>> {
  const rows = await t.db.select().from(certifiedNfts);
  return new Map(rows.map((row) => [row.slug, row]));
}

/** The committed file with `change` applied, as a later deploy might ship it. */
async function shippedFile(change: (entries: CertifiedContent[]) => CertifiedContent[]): Promise<string> {
  const entries = JSON.parse(await readFile(certifiedFile(t.config.rootDir), 'utf8')) as CertifiedContent[];
  const file = path.join(dir, 'certified-nfts.json');
  await writeFile(file, JSON.stringify(change(entries)));
  return file;
}

describe('a later start with the content file', () => {
  it('neither brings back a removed prize nor overwrites an edited one, and fills in only untouched rows', async () => {
    const guardians = await createCollection(t.db, { slug: 'guardians' });
    await createTokens(t.db, guardians, [
      { id: 7, owner: randomAddress(), image: '/api/demo/guardians/7/image.png' },
    ]);
    let rows = await rowsBySlug();
    const id = (slug: string) => rows.get(slug)?.id as number;

    const edit = { name: 'Chosen in the console', tokenAddress: guardians.tokenAddress, tokenId: '7' };
    expect((await send('PUT', `/${id('empress-gaze')}`, edit)).statusCode).toBe(200);
    expect((await send('DELETE', `/${id('temple-keeper')}`)).statusCode).toBe(200);
    // A reorder is not an edit: the file's order applies only when a prize is first added.
    const order = [...rows.values()]
      .filter((row) => row.slug !== 'temple-keeper')
      .sort((a, b) => b.position - a.position)
      .map((row) => row.id);
    expect((await send('PUT', '/order', { ids: order })).statusCode).toBe(200);
    // An edit that left the address empty (the console's own edits always name a token) stays so.
    await t.db
      .update(certifiedNfts)
      .set({ editedAt: new Date(), editedBy: 'console' })
      .where(eq(certifiedNfts.slug, 'golden-koi'));

    const koi = await createCollection(t.db, { slug: 'koi-spirits' });
    const file = await shippedFile((entries) => [
      ...entries.map((entry) =>
        entry.slug === 'empress-gaze' ? { ...entry, name: 'Renamed in the file' } : entry,
      ),
      { slug: 'new-in-the-file', name: 'Guardians #8', description: '', collection: 'guardians', tokenId: 8 },
    ]);
    const seeded = await seedCertifiedNfts({ db: t.db, chainId: t.config.chainId }, file);
    expect(seeded.added).toBe(1);

    rows = await rowsBySlug();
    expect(rows.get('empress-gaze')).toMatchObject({
      name: 'Chosen in the console',
      editedAt: expect.any(Date),
    });
    expect(rows.get('temple-keeper')?.removedAt).toBeInstanceOf(Date);
    // Untouched rows get their collection's address, moved ones too; the edited one is left alone.
    expect(rows.get('lotus-koi')?.tokenAddress).toBe(koi.tokenAddress);
    expect(rows.get('golden-koi')).toMatchObject({ tokenAddress: null, editedAt: expect.any(Date) });
    expect(rows.get('forest-warden')?.tokenAddress).toBe(guardians.tokenAddress);
    expect(rows.get('new-in-the-file')?.tokenAddress).toBe(guardians.tokenAddress);

    const shown = (await t.app.inject({ url: '/api/certified-nfts/all?limit=100' })).json().data;
    expect(shown.total).toBe(12);
    expect(shown.items.map((p: { name: string }) => p.name)).not.toContain('Guardians #33');
    // The file's new prize goes where the file puts it (last here), after the console's order.
    expect(shown.items.slice(-2)).toMatchObject([
      { name: 'Chosen in the console', href: `/collection/${guardians.tokenAddress}/7` },
      { name: 'Guardians #8' },
    ]);
  });
});
