import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { decryptToken, encryptToken, tokenKey } from '../../../src/infra/crypto/token-cipher.ts';

function configError(env: Record<string, string>): ConfigError | undefined {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  return undefined;
}

describe('social linking configuration', () => {
  it('enables a provider only when its client id is set, with the real endpoints by default', () => {
    // A real chain: on the local chain the demo's stand-in takes an unset provider's place (dev-oauth.test.ts).
    const real = { RPC_URL: 'http://127.0.0.1:8545', CHAIN_ID: '11155111' };
    const config = loadConfig({ ...real, TWITTER_CLIENT_ID: 'x-client' });
    expect(config.social.providers.discord).toBeUndefined();
    expect(config.social.providers.twitter).toEqual({
      clientId: 'x-client',
      clientSecret: undefined,
      authorizationUrl: 'https://x.com/i/oauth2/authorize',
      tokenUrl: 'https://api.x.com/2/oauth2/token',
      userInfoUrl: 'https://api.x.com/2/users/me',
      scopes: 'users.read tweet.read offline.access',
    });
    expect(loadConfig({ ...real, DISCORD_CLIENT_ID: 'd' }).social.providers.discord).toMatchObject({
      authorizationUrl: 'https://discord.com/oauth2/authorize',
      tokenUrl: 'https://discord.com/api/oauth2/token',
      userInfoUrl: 'https://discord.com/api/users/@me',
      scopes: 'identify email',
    });
  });

  it('refuses a plain-http endpoint outside the loopback interface', () => {
    expect(configError({ DISCORD_TOKEN_URL: 'http://discord.example/token' })?.variable).toBe(
      'DISCORD_TOKEN_URL',
    );
    expect(configError({ DISCORD_TOKEN_URL: 'http://127.0.0.1:9000/token' })).toBeUndefined();
  });

  it('accepts SOCIAL_TOKEN_KEY as 64 hex digits or base64 of 32 bytes, and refuses other lengths', () => {
    const key = randomBytes(32);
    expect(loadConfig({ SOCIAL_TOKEN_KEY: key.toString('hex') }).social.tokenKey).toEqual(key);
    expect(loadConfig({ SOCIAL_TOKEN_KEY: key.toString('base64') }).social.tokenKey).toEqual(key);
    expect(configError({ SOCIAL_TOKEN_KEY: randomBytes(16).toString('hex') })?.variable).toBe(
      'SOCIAL_TOKEN_KEY',
    );
  });
});

describe('the token key without SOCIAL_TOKEN_KEY', () => {
  it('is created once in $DATA_DIR/social-token.key with mode 600 and reused', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-key-'));
    try {
      const key = await tokenKey(loadConfig({ DATA_DIR: dataDir }));
      const file = path.join(dataDir, 'social-token.key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from(await readFile(file, 'utf8'), 'hex')).toEqual(key);
      const again = await tokenKey(loadConfig({ DATA_DIR: dataDir }));
      expect(decryptToken(again, encryptToken(key, 'secret', 'ctx'), 'ctx')).toBe('secret');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
