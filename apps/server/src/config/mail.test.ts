import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const REAL_CHAIN = { RPC_URL: 'https://rpc.example.org' };

describe('mail settings (SMTP_URL, MAIL_FROM)', () => {
  it('runs the demo mail catcher on the local chain when no SMTP_URL is set', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Guardians demo <newsletter@guardians.localhost>',
      demoCatcher: true,
    });
  });

  it('has no mail at all on a real chain without SMTP_URL, nor in production', () => {
    expect(loadConfig(REAL_CHAIN).mail).toEqual({ smtpUrl: undefined, from: undefined, demoCatcher: false });
    expect(loadConfig({ NODE_ENV: 'production' }).mail.demoCatcher).toBe(false);
  });

  it('sends through SMTP_URL as MAIL_FROM, also on the local chain', () => {
    const env = {
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      MAIL_FROM: 'Guardians <news@example.org>',
    };
    expect(loadConfig(env).mail).toEqual({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      demoCatcher: false,
    });
  });

  it('asks for MAIL_FROM with SMTP_URL, and refuses a sender that is no address', () => {
    expect(errorOf({ ...REAL_CHAIN, SMTP_URL: 'smtp://mail.example.org' }).variable).toBe('MAIL_FROM');
    const error = errorOf({ SMTP_URL: 'smtp://mail.example.org', MAIL_FROM: 'Guardians' });
    expect(error.variable).toBe('MAIL_FROM');
  });

  it('names SMTP_URL when it is not an smtp URL, without echoing it (it holds a password)', () => {
    const error = errorOf({ SMTP_URL: 'https://user:secret@mail.example.org', MAIL_FROM: 'a@example.org' });
    expect(error.variable).toBe('SMTP_URL');
    expect(error.message).not.toContain('secret');
  });
});
