import type { QuestKind } from '@guardians/shared';
import type { FastifyInstance } from 'fastify';
import type { QuestContext } from '../../../services/quests/quest-service.ts';

export function questContext(app: FastifyInstance): QuestContext {
  const { providers } = app.config.social;
  // A linking quest whose provider this site does not offer could never be completed: it is hidden.
  const unavailableKinds: QuestKind[] = [];
  if (!providers.twitter) unavailableKinds.push('link_x');
  if (!providers.discord) unavailableKinds.push('link_discord');
  return {
    db: app.db,
    chainId: app.config.chainId,
    configuredCollection: app.config.defaultTokenAddress,
    unavailableKinds,
  };
}
