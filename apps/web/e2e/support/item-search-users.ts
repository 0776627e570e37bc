import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** A user who chose a username, arranged straight in the database as seed data would be. */
export async function createUser(username: string): Promise<{ account: string; username: string }> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const account = `0x${randomBytes(20).toString('hex')}`;
    await client.query('insert into users (account, username) values ($1, $2)', [account, username]);
    return { account, username };
  } finally {
    await client.end();
  }
}
