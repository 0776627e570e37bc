import { describe, expect, it } from 'vitest';
import { nextTransfersOffset, type TransfersPage } from './get-nft-transfers.ts';

const page = (offset: number, rows: number, total: number): TransfersPage => ({
  offset,
  total,
  items: Array.from({ length: rows }, (_, i) => ({
    from: '0x0000000000000000000000000000000000000000',
    to: '0x1111111111111111111111111111111111111111',
    txHash: `0x${i}`,
    logIndex: i,
    blockNumber: '1',
    timestamp: '2026-01-01T00:00:00.000Z',
    kind: 'transfer' as const,
  })),
});

describe('nextTransfersOffset', () => {
  it('asks for the next page while transfers remain', () => {
    expect(nextTransfersOffset(page(0, 10, 11), 10)).toBe(10);
    expect(nextTransfersOffset(page(10, 10, 25), 10)).toBe(20);
  });

  it('stops after the last page', () => {
    expect(nextTransfersOffset(page(10, 1, 11), 10)).toBeUndefined();
    expect(nextTransfersOffset(page(0, 10, 10), 10)).toBeUndefined();
    expect(nextTransfersOffset(page(0, 1, 1), 10)).toBeUndefined();
  });
});
