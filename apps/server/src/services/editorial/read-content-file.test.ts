import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readContentFile } from './read-content-file.ts';

const Schema = z.object({ name: z.string(), items: z.array(z.object({ id: z.number() })) });

describe('readContentFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'guardians-content-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('returns the validated content', async () => {
    const file = path.join(dir, 'ok.json');
    await writeFile(file, JSON.stringify({ name: 'a', items: [{ id: 1 }] }));
    await expect(readContentFile(file, Schema)).resolves.toEqual({ name: 'a', items: [{ id: 1 }] });
  });

  it('names the file and the first wrong field', async () => {
    const file = path.join(dir, 'bad.json');
    await writeFile(file, JSON.stringify({ name: 'a', items: [{ id: 'x' }] }));
    await expect(readContentFile(file, Schema)).rejects.toThrow(`${file}: items.0.id`);
  });

  it('names the file when it is not JSON', async () => {
    const file = path.join(dir, 'broken.json');
    await writeFile(file, '{ nope');
    await expect(readContentFile(file, Schema)).rejects.toThrow(new RegExp(`^${file}: `));
  });
});
