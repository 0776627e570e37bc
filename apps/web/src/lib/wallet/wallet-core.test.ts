import type { Connector } from '@wagmi/core';
import { describe, expect, it } from 'vitest';
import { listConnectors } from './wallet-core.ts';

const connector = (id: string, name: string) => ({ id, name }) as Connector;
const generic = connector('injected', 'Injected');
const burner = connector('app.guardians.burner', 'Burner wallet');
const rabby = connector('io.rabby', 'Rabby Wallet');

describe('listConnectors', () => {
  it('lists every EIP-6963 wallet and hides the generic injected one', () => {
    expect(listConnectors([generic, burner, rabby], true)).toEqual([burner, rabby]);
  });

  it('falls back to the generic injected wallet when only window.ethereum exists', () => {
    expect(listConnectors([generic], true)).toEqual([generic]);
  });

  it('offers nothing when the browser has no wallet at all', () => {
    expect(listConnectors([generic], false)).toEqual([]);
  });
});
