import { z } from 'zod';
import { AddressSchema } from './address.ts';
import {
  DATE_RANGE_MESSAGE,
  isStorableDate,
  jsonWithoutNul,
  MAX_PAGE_OFFSET,
  NUL_MESSAGE,
  PG_INTEGER_MAX,
  withoutNul,
} from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { hasPointsDecimals } from './points.ts';

/**
 * Quest kinds; every one is verified by the server from its own rows, never self-declared
 * (decision 0031). `params.min` is the N of "hold N Guardians", "like N items", "submit N fan art",
 * "invite N friends"; `admin_review` completions wait for an administrator.
 */
export const questKinds = [
  'link_x',
  'link_discord',
  'hold_guardians',
  'like_items',
  'submit_fan_art',
  'invite_friends',
  'admin_review',
] as const;
export const QuestKindSchema = z.enum(questKinds);
export type QuestKind = z.infer<typeof QuestKindSchema>;

export const questMessages = {
  notStarted: 'This quest has not started yet',
  ended: 'This quest has ended',
  full: 'This quest has reached its limit',
  disabled: 'This quest is not available',
  linkX: 'Link your X account to complete this quest',
  linkDiscord: 'Link your Discord account to complete this quest',
  holdGuardians: (min: number) =>
    `Hold at least ${min} Guardian${min === 1 ? '' : 's'} to complete this quest`,
  likeItems: (min: number) => `Like at least ${min} item${min === 1 ? '' : 's'} to complete this quest`,
  submitFanArt: (min: number) =>
    `Submit at least ${min} fan art piece${min === 1 ? '' : 's'} to complete this quest`,
  inviteFriends: (min: number) =>
    `Invite at least ${min} friend${min === 1 ? '' : 's'} to complete this quest`,
  proofRequired: 'Add a link or a note for the reviewers',
  inviteUnknown: 'This invite code does not exist',
  inviteOwn: 'You cannot use your own invite code',
  inviteUsed: 'You have already used an invite code',
  noData: 'No data available',
  pointsRange: 'points must be between 0.01 and 1000000, with at most 2 decimals',
  inviteCircular: 'You cannot use the code of someone you invited',
  cannotRejectPaid: 'This completion was already approved and paid; use an adjustment to correct it',
  notFound: 'No such quest',
  completionNotFound: 'No such quest completion',
} as const;

export const QuestParamsSchema = z.object({ min: z.number().int().min(1).max(10_000).optional() });

export const QuestSchema = z.object({
  _id: z.number().int(),
  /** The content file's key; null for quests an admin created. */
  slug: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  kind: QuestKindSchema,
  params: QuestParamsSchema,
  points: z.number(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  /** At most this many accounts complete it; null = no limit. */
  maxCompletions: z.number().int().nullable(),
  completions: z.number().int(),
  disabled: z.boolean(),
  /** Display order, ascending. */
  position: z.number().int(),
});
export type Quest = z.infer<typeof QuestSchema>;

export const QUESTS_PAGE_SIZE = 25;
export const QuestListQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(QUESTS_PAGE_SIZE),
  /** Include disabled quests (administrators only; ignored for others). */
  showDisabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});
export const QuestListResponseSchema = listResponse(QuestSchema);
export const QuestResponseSchema = z.object({ data: QuestSchema });

/**
 * What a quest pays: the column is numeric(20,2) and must stay above 0 (quests_points_positive), so
 * an amount below 0.01 would be stored as 0 and one with more decimals rounded.
 */
const QuestPointsSchema = z
  .number()
  .min(0.01, questMessages.pointsRange)
  .max(1_000_000, questMessages.pointsRange)
  .refine(hasPointsDecimals, questMessages.pointsRange)
  .meta({ multipleOf: 0.01 }); // the refinement, as the OpenAPI document states it

/** Admin create/edit (POST /api/admin/quests, PUT /api/admin/quests/{id}). */
export const QuestFormSchema = z
  .object({
    title: z.string().trim().min(1, 'title is required').max(120).refine(withoutNul, NUL_MESSAGE),
    description: z
      .string()
      .trim()
      .min(1, 'description is required')
      .max(2000)
      .refine(withoutNul, NUL_MESSAGE),
    kind: QuestKindSchema,
    params: QuestParamsSchema.default({}),
    points: QuestPointsSchema,
    startsAt: z.iso.datetime().refine(isStorableDate, DATE_RANGE_MESSAGE).nullable().default(null),
    endsAt: z.iso.datetime().refine(isStorableDate, DATE_RANGE_MESSAGE).nullable().default(null),
    maxCompletions: z.number().int().positive().max(PG_INTEGER_MAX).nullable().default(null),
    disabled: z.boolean().default(false),
    position: z.number().int().min(-PG_INTEGER_MAX).max(PG_INTEGER_MAX).default(0),
  })
  .refine((q) => !q.startsAt || !q.endsAt || q.startsAt < q.endsAt, {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type QuestForm = z.infer<typeof QuestFormSchema>;

export const questStatuses = ['not_started', 'pending', 'completed', 'rejected'] as const;
export const QuestStatusSchema = z.enum(questStatuses);
export type QuestStatus = z.infer<typeof QuestStatusSchema>;

/** GET /api/quests/users/{account}/{questId} and the answer of POST /api/quests/users/{questId}. */
export const UserQuestSchema = z.object({
  questId: z.number().int(),
  account: AddressSchema,
  status: QuestStatusSchema,
  /** Where the account stands for counted kinds (held, liked, submitted, invited); null otherwise. */
  progress: z.object({ current: z.number().int(), required: z.number().int() }).nullable(),
  pointsAwarded: z.number(),
  completedAt: z.iso.datetime().nullable(),
  /** Why a reviewer rejected the proof (status 'rejected'); null otherwise. */
  reviewNote: z.string().nullable(),
});
export type UserQuest = z.infer<typeof UserQuestSchema>;
export const UserQuestResponseSchema = z.object({ data: UserQuestSchema });

/** POST /api/quests/users/{questId}: free-form; `proof` is read by admin-reviewed quests. */
export const QuestCompletionBodySchema = z
  .object({ proof: z.string().trim().max(500).refine(withoutNul, NUL_MESSAGE).optional() })
  .catchall(z.unknown())
  // The whole body is kept as jsonb, which cannot hold U+0000 anywhere.
  .refine(jsonWithoutNul, NUL_MESSAGE);

export const InvitationSchema = z.object({
  code: z.string(),
  /** The site path that carries the code (`/?invite=CODE&modal=redeem`). */
  link: z.string(),
  referrals: z.array(
    z.object({ account: AddressSchema, username: z.string().nullable(), joinedAt: z.iso.datetime() }),
  ),
  invitedBy: AddressSchema.nullable(),
});
export const InvitationResponseSchema = z.object({ data: InvitationSchema });
/** POST /api/quests/users-invitation/redeem. */
export const RedeemInviteBodySchema = z.object({
  code: z.string().trim().min(4).max(32).refine(withoutNul, NUL_MESSAGE),
});

/** Spec 3 leaderboard entry: `_id` is the username (shortened address without one). */
export const LeaderboardEntrySchema = z.object({
  _id: z.string(),
  account: AddressSchema,
  totalPoints: z.number(),
  totalClaimsCount: z.number().int(),
  rank: z.number().int(),
  /** 0 to 5 (spec 9); one per LEADERBOARD_POINTS_PER_STAR earned. */
  stars: z.number().int().min(0).max(5),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;
export const LEADERBOARD_PAGE_SIZE = 25;
export const LEADERBOARD_MINIMAL_SIZE = 10;
export const LEADERBOARD_MAX_STARS = 5;
export const LEADERBOARD_POINTS_PER_STAR = 100;
export const LeaderboardQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(LEADERBOARD_PAGE_SIZE),
});
/** GET /api/quests/leaderboard (spec 7 leaves the path open); `total` counts the shown rows. */
export const LeaderboardResponseSchema = listResponse(LeaderboardEntrySchema);
/** GET /api/quests/leaderboard/{account}: the account's row, null until it has earned coins. */
export const LeaderboardPlaceParamsSchema = z.object({ account: AddressSchema });
export const LeaderboardPlaceResponseSchema = z.object({ data: LeaderboardEntrySchema.nullable() });

/** Path parameters of the quest routes. */
const numericId = (what: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${what} must be a number`)
    .transform(Number)
    .refine((id) => id <= PG_INTEGER_MAX, `${what} must be a number`);
export const QuestIdParamsSchema = z.object({ questId: numericId('questId') });
export const QuestAccountParamsSchema = z.object({ account: AddressSchema, questId: numericId('questId') });
export const AdminQuestIdParamsSchema = z.object({ id: numericId('id') });
export const CompletionIdParamsSchema = z.object({ id: numericId('id') });

/** One entry of content/quests.json; `slug` is the stable key (admins may edit everything else). */
export const QuestContentSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(2000),
  kind: QuestKindSchema,
  params: QuestParamsSchema.default({}),
  points: QuestPointsSchema,
  startsAt: z.iso.datetime().nullable().default(null),
  endsAt: z.iso.datetime().nullable().default(null),
  maxCompletions: z.number().int().positive().nullable().default(null),
  position: z.number().int().default(0),
});
export type QuestContent = z.infer<typeof QuestContentSchema>;
export const QuestContentFileSchema = z.array(QuestContentSchema).min(1);

/** An account's completion as administrators review it. */
export const QuestCompletionSchema = z.object({
  _id: z.string(),
  questId: z.number().int(),
  account: AddressSchema,
  username: z.string().nullable(),
  status: QuestStatusSchema.exclude(['not_started']),
  proof: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** The reviewer's reason for a rejection (the member sees it on the quest). */
  reviewNote: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type QuestCompletion = z.infer<typeof QuestCompletionSchema>;
export const QuestCompletionResponseSchema = z.object({ data: QuestCompletionSchema });
export const QuestCompletionListQuerySchema = z.object({
  status: QuestStatusSchema.exclude(['not_started']).optional(),
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(QUESTS_PAGE_SIZE),
});
export const QuestCompletionListResponseSchema = listResponse(QuestCompletionSchema);

/** Invite codes: 8 characters without look-alikes (no 0/O, 1/I/L), read aloud or typed safely. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
