import type { EarnedShield, Shield } from '@guardians/shared';
import { MEDIA_PATH, shieldDownloadUrl } from './download-link.ts';
import type { AwardedShieldRow, ShieldRow } from './shield-repository.ts';

export function toShield(row: ShieldRow, linkKey: Buffer): Shield {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    image: `${MEDIA_PATH}${row.imageKey}`,
    chainId: row.chainId,
    downloadUrl: shieldDownloadUrl(linkKey, row),
  };
}

export function toEarnedShield(row: AwardedShieldRow, linkKey: Buffer): EarnedShield {
  return { ...toShield(row, linkKey), reason: row.reason, awardedAt: row.awardedAt.toISOString() };
}
