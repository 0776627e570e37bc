import type { LiveEvent } from '@guardians/shared';

export type LiveListener = (event: LiveEvent) => void;

/**
 * Fan-out of change events. `publish` reaches every subscriber on every API node: in one process
 * directly; with Redis, through pub/sub (see the Redis implementation next to this file), so an SSE
 * client on node B hears a like made on node A and node B drops its cached lists.
 */
export interface LiveBus {
  publish(event: LiveEvent): void;
  /**
   * Hands an event to this node's listeners only: for a change every node hears by itself (PostgreSQL's
   * change feed), which sent on to the others would reach each of them once per node.
   */
  publishHere(event: LiveEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** The single-process bus: what a site without REDIS_URL uses. */
export class LocalLiveBus implements LiveBus {
  private readonly listeners = new Set<LiveListener>();

  publish(event: LiveEvent): void {
    this.deliver(event);
  }

  publishHere(event: LiveEvent): void {
    this.deliver(event);
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hands an event to this process's listeners; one failing listener does not stop the others. */
  protected deliver(event: LiveEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A listener's own failure is its own; the bus keeps delivering.
      }
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
