import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type Storage } from './storage.ts';

/** Files in one folder (`$DATA_DIR/uploads`), one file per key. */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    // The key pattern already excludes separators and dots-only names; this is the second lock.
    assertStorageKey(key);
    const file = path.join(this.root, key);
    if (path.dirname(file) !== this.root) throw new Error('storage key escapes the uploads folder');
    return file;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(this.root, { recursive: true });
    // Write then rename, so a reader never sees a half-written file.
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, body, { flag: 'wx' });
    await rename(temp, file);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
