import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, event-loop lag, GC, handles) describe the process, not
 * an app: one registry per process, however many apps it builds (the test suites build dozens), so
 * the event-loop and GC observers are installed once.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
