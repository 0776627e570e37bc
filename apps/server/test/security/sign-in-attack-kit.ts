import { inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Hex } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import type { Db } from '../../src/db/client.ts';
import { sessions, users } from '../../src/db/schema/index.ts';
import { CHAIN_ID, sessionCookie } from '../helpers/login-flow.ts';

/** What one refused attempt must get back: the status and the error code naming the check that caught it. */
export interface Expected {
  status: number;
  code: string;
}

export interface Outcome {
  variant: string;
  /** The account the attempt tried to open a session for (lower case, as stored). */
  account: string;
  expected: Expected;
  res: LightMyRequestResponse;
}

export const refused = (code: string): Expected => ({ status: 401, code });
export const invalidInput: Expected = { status: 400, code: 'INVALID_INPUT' };

/**
 * Every attempt comes from its own address: the per-IP throttle (50 failures / 15 min) would otherwise
 * answer 429 before the checks under test run. IPv4 from the 10/8 block, one per counter value.
 */
let ipCounter = 0;
export function nextAttackerIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * Accounts derived once and shared by the classes: deriving a key costs ~1 ms, and each account is
 * attacked at most once per class, which stays under the per-account throttle (10 failures / 15 min).
 */
export function accountPool(size: number): PrivateKeyAccount[] {
  return Array.from({ length: size }, () => privateKeyToAccount(generatePrivateKey()));
}

export const lower = (address: string) => address.toLowerCase();

export async function issueMessage(
  app: FastifyInstance,
  account: string,
  options: { chainId?: number; deadline?: number; host?: string } = {},
): Promise<{ message: string; deadline: number }> {
  const deadline = options.deadline ?? Math.floor(Date.now() / 1000) + 600;
  const res = await app.inject({
    method: 'GET',
    url: `/api/login?chainId=${options.chainId ?? CHAIN_ID}&deadline=${deadline}&account=${account}`,
    headers: options.host ? { host: options.host } : {},
    remoteAddress: nextAttackerIp(),
  });
  if (res.statusCode !== 200) throw new Error(`GET /api/login: ${res.statusCode} ${res.body}`);
  return { message: res.json().data, deadline };
}

export function attemptLogin(
  app: FastifyInstance,
  body: { account: string; signature: Hex | string; deadline: number | string; message?: string } | string,
  options: { chainId?: number; host?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.host) headers.host = options.host;
  return app.inject({
    method: 'POST',
    url: `/api/login?chainId=${options.chainId ?? CHAIN_ID}`,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers,
    remoteAddress: nextAttackerIp(),
  });
}

/** Builds and sends `count` attempts, `batch` at a time (signing and the database work overlap). */
export async function runAttempts(
  count: number,
  build: (index: number) => Promise<Outcome[]>,
  batch = 50,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const results = await Promise.all(Array.from({ length: size }, (_, k) => build(start + k)));
    outcomes.push(...results.flat());
  }
  return outcomes;
}

export interface Tally {
  attempts: number;
  byStatus: Record<string, number>;
  byCode: Record<string, number>;
  cookiesIssued: number;
  /** Attempts whose answer was not the expected refusal, with what came back. */
  unexpected: { variant: string; expected: Expected; got: Expected }[];
}

export function tally(outcomes: Outcome[]): Tally {
  const t: Tally = { attempts: outcomes.length, byStatus: {}, byCode: {}, cookiesIssued: 0, unexpected: [] };
  for (const o of outcomes) {
    const code = String(o.res.json().code ?? '');
    t.byStatus[o.res.statusCode] = (t.byStatus[o.res.statusCode] ?? 0) + 1;
    t.byCode[code] = (t.byCode[code] ?? 0) + 1;
    if (sessionCookie(o.res)) t.cookiesIssued += 1;
    if (o.res.statusCode !== o.expected.status || code !== o.expected.code) {
      t.unexpected.push({
        variant: o.variant,
        expected: o.expected,
        got: { status: o.res.statusCode, code },
      });
    }
  }
  return t;
}

/** Session rows (live or not) and user rows held by these accounts. */
export async function footprint(db: Db, accounts: string[]): Promise<{ sessions: number; users: number }> {
  const unique = [...new Set(accounts)];
  const [sessionRows, userRows] = await Promise.all([
    db.select({ account: sessions.account }).from(sessions).where(inArray(sessions.account, unique)),
    db.select({ account: users.account }).from(users).where(inArray(users.account, unique)),
  ]);
  return { sessions: sessionRows.length, users: userRows.length };
}

/** Replaces one `Key: value` line of an EIP-4361 message (or removes it when `value` is undefined). */
export function withField(message: string, key: string, value: string | undefined): string {
  const lines = message.split('\n');
  const index = lines.findIndex((line) => line.startsWith(`${key}: `));
  if (index === -1) {
    if (value !== undefined) lines.push(`${key}: ${value}`);
  } else if (value === undefined) {
    lines.splice(index, 1);
  } else {
    lines[index] = `${key}: ${value}`;
  }
  return lines.join('\n');
}

/** The first line names the domain: `<domain> wants you to sign in with your Ethereum account:`. */
export function withDomain(message: string, domain: string): string {
  const [, ...rest] = message.split('\n');
  const uri = parseSiweMessage(message).uri;
  const scheme = uri ? new URL(uri).protocol : 'http:';
  return withField(
    [`${domain} wants you to sign in with your Ethereum account:`, ...rest].join('\n'),
    'URI',
    `${scheme}//${domain}`,
  );
}

export function randomHex(bytes: number): string {
  return Array.from({ length: bytes }, () =>
    Math.floor(Math.random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
}

export function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
