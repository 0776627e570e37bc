import { describe, expect, it } from 'vitest';
import { DEV_CLAIM_SIGNER_KEY } from './config/claim-dev-key.ts';
import { ConfigError, loadConfig } from './config.ts';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('defaults to port 3000, the local chain 31337 on 8545, ./.data and an embedded database', () => {
    const config = loadConfig({ INIT_CWD: '/srv/guardians' });
    expect(config).toMatchObject({
      port: 3000,
      chainPort: 8545,
      chainId: 31337,
      dataDir: '/srv/guardians/.data',
      databaseUrl: undefined,
      rpcUrl: undefined,
    });
  });

  it("uses the spec's default chain 11155111 when an RPC_URL is given without CHAIN_ID", () => {
    const config = loadConfig({ RPC_URL: 'https://rpc.example.org' });
    expect(config.chainId).toBe(11155111);
    expect(config.blockExplorerUrl).toBe('https://sepolia.etherscan.io');
  });

  it('names PORT when it is not a port number', () => {
    const error = errorOf({ PORT: 'abc' });
    expect(error.variable).toBe('PORT');
    expect(error.message).toMatch(/^PORT: .*'abc'/);
  });

  it('names SITE_MODE when the platform mode is unknown', () => {
    expect(errorOf({ SITE_MODE: 'triple' }).message).toMatch(/^SITE_MODE: .*'triple'/);
  });

  it('names DATABASE_URL when it is not a URL', () => {
    expect(errorOf({ DATABASE_URL: 'not a url' }).variable).toBe('DATABASE_URL');
  });

  it('refuses a CHAIN_ID other than 31337 for the local chain', () => {
    expect(errorOf({ CHAIN_ID: '1' }).variable).toBe('CHAIN_ID');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', RPC_URL: '', SITE_MODE: '' })).toMatchObject({
      databaseUrl: undefined,
      rpcUrl: undefined,
      mode: undefined,
    });
  });

  it('lower-cases DEFAULT_TOKEN_ADDRESS', () => {
    const config = loadConfig({ DEFAULT_TOKEN_ADDRESS: '0xABCDEFABCDEFABCDEFABCDEFABCDEFABCDEFABCD' });
    expect(config.defaultTokenAddress).toBe('0xabcdefabcdefabcdefabcdefabcdefabcdefabcd');
  });

  it('signs claims with the public dev key on the local chain only', () => {
    expect(loadConfig({}).claimSignerKey).toBe(DEV_CLAIM_SIGNER_KEY);
    expect(loadConfig({ RPC_URL: 'http://127.0.0.1:8545', CHAIN_ID: '31337' }).claimSignerKey).toBe(
      DEV_CLAIM_SIGNER_KEY,
    );
    expect(loadConfig({ RPC_URL: 'https://rpc.example.org' }).claimSignerKey).toBeUndefined();
  });

  it('takes CLAIM_SIGNER_KEY and CLAIM_CONTRACT_ADDRESS on another chain', () => {
    const key = `0x${'ab'.repeat(32)}`;
    const config = loadConfig({
      RPC_URL: 'https://rpc.example.org',
      CLAIM_SIGNER_KEY: key,
      CLAIM_CONTRACT_ADDRESS: '0xABCDEFABCDEFABCDEFABCDEFABCDEFABCDEFABCD',
    });
    expect(config.claimSignerKey).toBe(key);
    expect(config.claimContractAddress).toBe('0xabcdefabcdefabcdefabcdefabcdefabcdefabcd');
  });

  it('names CLAIM_SIGNER_KEY when it is not a key, without echoing the secret', () => {
    const error = errorOf({ CLAIM_SIGNER_KEY: '0x1234secret' });
    expect(error.variable).toBe('CLAIM_SIGNER_KEY');
    expect(error.message).toMatch(/^CLAIM_SIGNER_KEY: /);
    expect(error.message).not.toContain('secret');
  });

  it('names CLAIM_CONTRACT_ADDRESS when it is not an address', () => {
    expect(errorOf({ CLAIM_CONTRACT_ADDRESS: '0x12' }).message).toMatch(/^CLAIM_CONTRACT_ADDRESS: .*'0x12'/);
  });
});
