import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnv } from '../test/fixtures.ts';
import { ENV_SCRIPT_ID, readInlineEnv } from './env.ts';

function inlineScript(text: string) {
  const script = document.createElement('script');
  script.id = ENV_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

describe('readInlineEnv', () => {
  afterEach(() => {
    document.getElementById(ENV_SCRIPT_ID)?.remove();
    vi.restoreAllMocks();
  });

  it('reads the settings the server inlined', () => {
    const env = createEnv({ chainId: 11155111, localChain: false });
    inlineScript(JSON.stringify(env));
    expect(readInlineEnv()).toEqual(env);
  });

  it('is null without the script (the dev server left the placeholder comment)', () => {
    expect(readInlineEnv()).toBeNull();
  });

  it('is null for settings that fail the schema or are not JSON, so they are fetched instead', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    inlineScript(JSON.stringify({ ...createEnv(), chainId: 'one' }));
    expect(readInlineEnv()).toBeNull();
    document.getElementById(ENV_SCRIPT_ID)?.remove();
    inlineScript('{not json');
    expect(readInlineEnv()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
