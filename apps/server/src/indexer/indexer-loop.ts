import type { IndexerLogger } from './indexer-logger.ts';

export interface Loop {
  /** Ends the wait in progress, so the next step runs now (a collection was just added). */
  wake(): void;
  /** Resolves once the step in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `step` until stopped; `step` returns how long to wait before the next run. A failing step
 * is logged and retried with a growing pause (up to a minute): the loop itself never ends on an error.
 */
export function runLoop(name: string, step: () => Promise<number>, logger: IndexerLogger): Loop {
  let running = true;
  let wakeUp: (() => void) | undefined;
  let failures = 0;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const done = (async () => {
    while (running) {
      let pause: number;
      try {
        pause = await step();
        failures = 0;
      } catch (err) {
        failures++;
        pause = Math.min(1000 * 2 ** failures, 60_000);
        logger.error({ err, loop: name, failures }, `indexer ${name} step failed`);
      }
      if (running && pause > 0) await wait(pause);
    }
  })();
  return {
    wake: () => wakeUp?.(),
    async stop() {
      running = false;
      wakeUp?.();
      await done;
    },
  };
}
