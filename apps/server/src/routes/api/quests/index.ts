import {
  ErrorBodySchema,
  InvitationResponseSchema,
  LeaderboardPlaceParamsSchema,
  LeaderboardPlaceResponseSchema,
  LeaderboardQuerySchema,
  LeaderboardResponseSchema,
  QuestAccountParamsSchema,
  QuestCompletionBodySchema,
  QuestIdParamsSchema,
  QuestListQuerySchema,
  QuestListResponseSchema,
  RedeemInviteBodySchema,
  UserQuestResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaderboardFirstPage, leaderboardTagsFor } from '../../../infra/list-cache/hot-lists.ts';
import { hotListCache } from '../../../infra/list-cache/live-invalidation.ts';
import { publishAfterCommit } from '../../../infra/live/publish-after-commit.ts';
import { NotSignedInError } from '../../../services/auth/auth-errors.ts';
import { myInvitation, redeemInvitation } from '../../../services/quests/invitation-service.ts';
import { leaderboardPlace, questLeaderboard } from '../../../services/quests/leaderboard.ts';
import { listQuests } from '../../../services/quests/quest-repository.ts';
import { questsFile, seedQuests } from '../../../services/quests/quest-seed.ts';
import { completeQuest, userQuest } from '../../../services/quests/quest-service.ts';
import { questContext } from './quest-context.ts';

const tags = ['quests'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

const questsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The quests of content/quests.json exist from the first start; added only when missing (by slug),
  // so administrators' edits are kept.
  await seedQuests(app.db, questsFile(app.config.rootDir));
  const ctx = questContext(app);
  const lists = hotListCache(
    { redis: app.redis, live: app.live, readsReplica: app.readDb !== app.db, log: app.log },
    leaderboardTagsFor,
  );
  app.addHook('onClose', async () => lists.close());

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary:
          'Quests in display order; showDisabled=true includes disabled ones for those who edit quests (quests:edit)',
        querystring: QuestListQuerySchema,
        response: { 200: QuestListResponseSchema },
      },
    },
    async (request) => {
      const { offset, limit, showDisabled } = request.query;
      const isAdmin = showDisabled && (await request.can('quests:edit'));
      return {
        data: await listQuests(app.db, {
          offset,
          limit,
          includeDisabled: isAdmin,
          hiddenKinds: ctx.unavailableKinds,
        }),
      };
    },
  );

  app.get(
    '/leaderboard',
    {
      schema: {
        tags,
        summary: 'Accounts ranked by coins earned (negative totals hidden), with stars',
        querystring: LeaderboardQuerySchema,
        response: { 200: LeaderboardResponseSchema },
      },
    },
    async (request) => {
      const board = () => questLeaderboard(app.readDb, request.query);
      const cached = leaderboardFirstPage(request.query);
      return { data: cached ? await lists.cache.read(cached, board) : await board() };
    },
  );

  app.get(
    '/leaderboard/:account',
    {
      schema: {
        tags,
        summary:
          "One account's row on the leaderboard (its rank among everyone), or null before it earns coins",
        params: LeaderboardPlaceParamsSchema,
        response: { 200: LeaderboardPlaceResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: (await leaderboardPlace(app.readDb, request.params.account)) ?? null }),
  );

  app.get(
    '/users/:account/:questId',
    {
      schema: {
        tags,
        summary: "An account's status and progress on a quest",
        params: QuestAccountParamsSchema,
        response: { 200: UserQuestResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await userQuest(ctx, request.params.account, request.params.questId),
    }),
  );

  app.post(
    '/users/:questId',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary:
          'Completes a quest for the caller once the server verifies it (admin-reviewed quests need `proof` and wait for review); completing again awards nothing more',
        params: QuestIdParamsSchema,
        body: QuestCompletionBodySchema.nullish(),
        response: { 200: UserQuestResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      const proof = request.body?.proof;
      const data = await completeQuest(ctx, request.session.account, request.params.questId, { proof });
      // A pending (admin-reviewed) completion pays nothing until it is approved.
      if (data.status === 'completed')
        publishAfterCommit(app.live, { type: 'leaderboard', account: data.account });
      return { data };
    },
  );

  app.get(
    '/users-invitation/me',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "The caller's invite code (made on first ask), link and referrals",
        response: { 200: InvitationResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      return { data: await myInvitation(app.db, request.session.account) };
    },
  );

  app.post(
    '/users-invitation/redeem',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Records who invited the caller (once; not one's own code); pays nothing by itself",
        body: RedeemInviteBodySchema,
        response: { 200: InvitationResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.session) throw new NotSignedInError();
      return { data: await redeemInvitation(app.db, request.session.account, request.body.code) };
    },
  );
};

export default questsRoutes;
