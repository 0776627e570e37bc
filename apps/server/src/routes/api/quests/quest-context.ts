import type { FastifyInstance } from 'fastify';
import type { QuestContext } from '../../../services/quests/quest-service.ts';

export function questContext(app: FastifyInstance): QuestContext {
  return { db: app.db, chainId: app.config.chainId, configuredCollection: app.config.defaultTokenAddress };
}
