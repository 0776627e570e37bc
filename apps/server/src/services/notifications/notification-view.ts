import type { Notification, NotificationKind } from '@guardians/shared';
import { formatEther } from 'viem';
import type { StoredPayload } from './notification-payloads.ts';
import type { NotificationRow } from './notification-repository.ts';

/**
 * How stored pictures become URLs the browser loads: the catalogue's UrlPresenter fits it. Named
 * here rather than imported, since the indexer writes notifications and the catalogue's read side
 * depends on the indexer.
 */
export interface PictureUrls {
  url(stored: string | null): string | null;
  thumbnail(image: string | null): string | null;
}

const ether = (wei: string) => formatEther(BigInt(wei));

/**
 * A stored notification as the API answers it: the payload the producers wrote (only they write
 * the column, each kind with its own shape), ether beside every wei amount, the picture presented.
 */
export function toNotification(row: NotificationRow, urls: PictureUrls): Notification {
  const common = {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
  const payload = row.payload as StoredPayload<NotificationKind>;
  const target = { ...payload.target, image: urls.thumbnail(urls.url(payload.target.image)) };
  switch (row.kind) {
    case 'offer_received': {
      const p = payload as StoredPayload<'offer_received'>;
      return { ...common, ...p, target, kind: row.kind, amountEther: ether(p.amountWei) };
    }
    case 'offer_accepted': {
      const p = payload as StoredPayload<'offer_accepted'>;
      return { ...common, ...p, target, kind: row.kind, amountEther: ether(p.amountWei) };
    }
    case 'outbid': {
      const p = payload as StoredPayload<'outbid'>;
      return {
        ...common,
        ...p,
        target,
        kind: row.kind,
        amountEther: ether(p.amountWei),
        yourAmountEther: ether(p.yourAmountWei),
      };
    }
    case 'listing_sold': {
      const p = payload as StoredPayload<'listing_sold'>;
      return { ...common, ...p, target, kind: row.kind, priceEther: ether(p.priceWei) };
    }
    case 'price_drop': {
      const p = payload as StoredPayload<'price_drop'>;
      return {
        ...common,
        ...p,
        target,
        kind: row.kind,
        priceEther: ether(p.priceWei),
        alertPriceEther: ether(p.alertPriceWei),
      };
    }
  }
}
