/** The pino-shaped subset the indexer logs through (Fastify's logger fits). */
export interface IndexerLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const noop = () => {};
export const silentLogger: IndexerLogger = { debug: noop, info: noop, warn: noop, error: noop };
