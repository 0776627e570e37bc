import {
  type CertifiedPrizeBody,
  CertifiedPrizeBodySchema,
  type ConsoleCertifiedPrize,
} from '@guardians/shared/certified';
import type { ContentOrigin } from '@guardians/shared/editorial';

/** What the operator picks and types; the collection is its address ('' before one is chosen). */
export type PrizeFormValues = { name: string; description: string; tokenAddress: string; tokenId: string };
type PrizeFormField = keyof PrizeFormValues;
export type PrizeFormErrors = Partial<Record<PrizeFormField, string>>;

const FIELDS: readonly PrizeFormField[] = ['name', 'description', 'tokenAddress', 'tokenId'];

const messages: Record<PrizeFormField, string> = {
  name: 'Enter the prize’s name (up to 80 characters)',
  description: 'Keep the description to 400 characters',
  tokenAddress: 'Choose the collection the prize token belongs to',
  tokenId: 'Enter the token id: a whole number, 0 or more',
};

export function prizeFormValues(prize: ConsoleCertifiedPrize | null): PrizeFormValues {
  return {
    name: prize?.name ?? '',
    description: prize?.description ?? '',
    tokenAddress: prize?.tokenAddress?.toLowerCase() ?? '',
    tokenId: prize?.tokenId ?? '',
  };
}

/** The server's `field`, when it names one of the form's (PRIZE_TOKEN_UNKNOWN names the token). */
export function prizeFieldOf(field: string | undefined): PrizeFormField | null {
  return FIELDS.find((name) => name === field) ?? null;
}

export type PrizeFormResult =
  | { body: CertifiedPrizeBody; errors: null }
  | { body: null; errors: PrizeFormErrors };

/** The POST / PUT body checked by the server's own schema before anything is sent. */
export function toPrizeBody(values: PrizeFormValues): PrizeFormResult {
  const result = CertifiedPrizeBodySchema.safeParse({ ...values, tokenId: values.tokenId.trim() });
  if (result.success) return { body: result.data, errors: null };
  const errors: PrizeFormErrors = {};
  for (const issue of result.error.issues) {
    const field = prizeFieldOf(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = messages[field];
  }
  return { body: null, errors };
}

/**
 * Where a prize came from (decision 0083's words): content/certified-nfts.json as the file has it,
 * that file's prize changed here, or one added in the console.
 */
export function prizeOrigin(prize: Pick<ConsoleCertifiedPrize, 'slug' | 'edited'>): ContentOrigin {
  if (prize.slug === null) return 'console';
  return prize.edited ? 'edited' : 'file';
}
