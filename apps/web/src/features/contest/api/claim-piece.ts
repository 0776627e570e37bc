import { ClaimResponseSchema, type ClaimResult, UnclaimResponseSchema } from '@guardians/shared/contest';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const ClaimSchema = ClaimResponseSchema.shape.data;
const UnclaimSchema = UnclaimResponseSchema.shape.data;
export type UnclaimResult = z.infer<typeof UnclaimSchema>;

/** POST .../gallery/claim/{id}: claims the piece (201), or releases it when the caller holds it (200). */
export async function claimPiece(id: string): Promise<ClaimResult> {
  const data = await apiRequest(`/api/art-contests/gallery/claim/${encodeURIComponent(id)}`, {
    method: 'POST',
  });
  return ClaimSchema.parse(data);
}

/** POST .../gallery/unclaim: releases the caller's claim (404 when they hold none). */
export async function releaseClaim(): Promise<UnclaimResult> {
  const data = await apiRequest('/api/art-contests/gallery/unclaim', { method: 'POST' });
  return UnclaimSchema.parse(data);
}
