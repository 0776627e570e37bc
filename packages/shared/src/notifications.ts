import { z } from 'zod';
import { MAX_PAGE_OFFSET } from './db-limits.ts';
import { listOf } from './envelopes.ts';

/**
 * Notifications of a signed-in person (decision 0088): an offer on an item they hold, their offer
 * accepted or outbid, their listing sold, a price under a watch's alert. Kept in the database and
 * announced over the live stream as `{ type: 'notification', account }`.
 */
export const NOTIFICATION_KINDS = [
  'offer_received',
  'offer_accepted',
  'outbid',
  'listing_sold',
  'price_drop',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Ids one "mark read" call may name (the panel marks what it shows: one page). */
export const NOTIFICATIONS_MARK_MAX = 100;

export const notificationMessages = {
  markReadBody: 'Send `ids` (the notifications to mark read, 1 to 100) or `all: true`',
} as const;

/**
 * What a notification is about, copied when it is written: a sentence and a link need no other
 * request, and the notification still reads right after the item is renamed or sold on.
 */
export const NotificationTargetSchema = z.object({
  chainId: z.number().int(),
  /** The collection's contract address, lower case. */
  collection: z.string(),
  collectionName: z.string(),
  collectionSlug: z.string().nullable(),
  /** The item, when the notification is about one (an item offer, a sale, an item watch). */
  tokenId: z.string().nullable(),
  itemName: z.string().nullable(),
  /** The item's (else the collection's) picture, as the browser loads it. */
  image: z.string().nullable(),
  /** The trait of a trait offer or a trait watch. */
  trait: z.object({ type: z.string(), value: z.string() }).nullable(),
});
export type NotificationTarget = z.infer<typeof NotificationTargetSchema>;

const common = {
  id: z.number().int(),
  createdAt: z.string(),
  /** When the person saw it; null while unread. */
  readAt: z.string().nullable(),
  target: NotificationTargetSchema,
};
/** WETH per item of an offer, in wei and in ether ("0.25"). */
const offerAmount = { amountWei: z.string(), amountEther: z.string() };
/** A listing's or a sale's price, in wei and in ether. */
const price = { priceWei: z.string(), priceEther: z.string() };

export const NotificationSchema = z.discriminatedUnion('kind', [
  /** Someone offered on an item the person holds. */
  z.object({
    ...common,
    kind: z.literal('offer_received'),
    offerer: z.string(),
    offerHash: z.string(),
    ...offerAmount,
  }),
  /** A holder accepted the person's offer (one fill of it). */
  z.object({
    ...common,
    kind: z.literal('offer_accepted'),
    seller: z.string(),
    offerHash: z.string(),
    txHash: z.string(),
    ...offerAmount,
  }),
  /** A higher offer now leads where the person's offer led; `amount*` is the new offer's. */
  z.object({
    ...common,
    kind: z.literal('outbid'),
    offerer: z.string(),
    offerHash: z.string(),
    newOfferHash: z.string(),
    ...offerAmount,
    yourAmountWei: z.string(),
    yourAmountEther: z.string(),
  }),
  /** The person's listing was bought. */
  z.object({
    ...common,
    kind: z.literal('listing_sold'),
    buyer: z.string(),
    txHash: z.string(),
    ...price,
  }),
  /** A listing at or under a watch's alert price; `watch` says what was watched. */
  z.object({
    ...common,
    kind: z.literal('price_drop'),
    watch: z.enum(['collection', 'item', 'trait']),
    listingHash: z.string(),
    ...price,
    alertPriceWei: z.string(),
    alertPriceEther: z.string(),
  }),
]);
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications`: newest first. */
export const NotificationsQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

/** A page, `total` of them all, and how many of them all are unread (the bell's count). */
export const NotificationPageSchema = listOf(NotificationSchema).extend({
  unread: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;
export const NotificationListResponseSchema = z.object({ data: NotificationPageSchema });

/** `POST /api/notifications/read`: these ids, or all of them. Ids of other accounts mark nothing. */
export const MarkNotificationsReadBodySchema = z.union(
  [
    z.object({
      ids: z
        .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
        .min(1)
        .max(NOTIFICATIONS_MARK_MAX),
    }),
    z.object({ all: z.literal(true) }),
  ],
  { error: notificationMessages.markReadBody },
);
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;

export const MarkNotificationsReadResponseSchema = z.object({
  data: z.object({
    /** How many of the caller's unread notifications this call marked. */
    marked: z.number().int().nonnegative(),
    /** How many stay unread. */
    unread: z.number().int().nonnegative(),
  }),
});
export type MarkNotificationsReadResult = z.infer<typeof MarkNotificationsReadResponseSchema>['data'];
