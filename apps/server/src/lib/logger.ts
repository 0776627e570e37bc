import type { FastifyBaseLogger } from 'fastify';

/**
 * The logger a service is handed (Fastify's pino logger, or the indexer's). Named here so the domain
 * never imports the HTTP framework (rule server-service-imports-fastify).
 */
export type Logger = FastifyBaseLogger;
