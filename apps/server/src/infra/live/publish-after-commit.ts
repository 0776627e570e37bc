import type { LiveEvent } from '@guardians/shared';
import { afterCommit } from '../../db/request-transaction.ts';
import type { LiveBus } from './live-bus.ts';

/**
 * Announces changes once they are committed. A route calls it after its service returned: without
 * an Idempotency-Key the service's own transaction has committed by then and the events go out at
 * once; with one, the whole request is a transaction (plugins/idempotency.ts) and they wait for its
 * commit, or are dropped with its rollback, so no page refetches a write that never happened.
 */
export function publishAfterCommit(live: LiveBus, ...events: LiveEvent[]): void {
  afterCommit(() => {
    for (const event of events) live.publish(event);
  });
}

/** How events name an item: its contract address in lower case and its token id. */
export function itemEventId(tokenAddress: string, tokenId: string): string {
  return `${tokenAddress.toLowerCase()}:${tokenId}`;
}
