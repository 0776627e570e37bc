import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EarnedShield, Shield } from '@guardians/shared';
import sharp from 'sharp';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { type FilePart, multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

export const adminKey = generatePrivateKey();
export const admin = privateKeyToAccount(adminKey).address;
export const MAX_BYTES = 256 * 1024;

/** A fresh media folder for one test file's app. */
export const shieldDataDir = () => mkdtemp(path.join(tmpdir(), 'guardians-shields-'));

export const png = (width = 64, height = 64, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#2a7de1' } })
    .toFormat(format)
    .toBuffer();

/** Request helpers over a shields site; `site` is read at call time, after beforeAll set it. */
export function shieldActions(site: () => { t: TestApp; adminCookie: string }) {
  const listAll = async (query = '', cookie?: string) => {
    const res = await site().t.app.inject({
      method: 'GET',
      url: `/api/shields/all${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: Shield[]; total: number; canEdit: boolean };
  };
  const accountShields = async (account: string) => {
    const res = await site().t.app.inject({ method: 'GET', url: `/api/shields/account/${account}` });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data as { items: EarnedShield[]; total: number };
    expect(total).toBe(items.length);
    return items;
  };
  const byName = async (name: string) => {
    const found = (await listAll(`?name=${encodeURIComponent(name)}`)).items.find((s) => s.name === name);
    if (!found) throw new Error(`no shield ${name}`);
    return found;
  };
  const download = (url: string, cookie?: string) =>
    site().t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  function sendForm(
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    file?: Partial<FilePart> & { body: Buffer },
    cookie = site().adminCookie,
  ) {
    const form = multipart(
      fields,
      file ? [{ filename: 'shield.png', contentType: 'image/png', ...file }] : [],
    );
    return site().t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, cookie } });
  }

  return { listAll, accountShields, byName, download, sendForm };
}
