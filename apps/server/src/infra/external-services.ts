import pg from 'pg';
import type { ChainClient } from '../chain/chain-client.ts';
import { ConfigError } from '../config.ts';

function reason(error: unknown): string {
  if (error instanceof Error) {
    const details = (error as { details?: string }).details; // viem's underlying cause
    if (details) return details;
    const code = (error as { code?: string }).code;
    return code ? `${code}: ${error.message}` : (error.message.split('\n')[0] ?? error.name);
  }
  return String(error);
}

/** Where the URL points, without its password. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

export async function checkDatabaseUrl(url: string, variable = 'DATABASE_URL'): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new ConfigError(variable, `cannot connect to ${redactUrl(url)} (${reason(error)})`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function checkRpcUrl(chain: ChainClient): Promise<void> {
  let actual: number;
  try {
    actual = await chain.public.getChainId();
  } catch (error) {
    throw new ConfigError('RPC_URL', `cannot reach ${redactUrl(chain.rpcUrl)} (${reason(error)})`);
  }
  if (actual !== chain.chainId) {
    throw new ConfigError('CHAIN_ID', `RPC_URL serves chain ${actual}, not ${chain.chainId}`);
  }
}
