import { z } from 'zod';
import { NUL_MESSAGE, withoutNul } from './db-limits.ts';
import { listResponse } from './envelopes.ts';
import { ArtistSubmissionSchema } from './gallery.ts';

/** The console's Submissions page (submissions:review): every submission, hidden ones included. */
export const CONSOLE_SUBMISSION_SORTS = ['newest', 'oldest', 'most_loved'] as const;
export const ConsoleSubmissionQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(25),
  /** Matches the X handle or name, the submitter's profile name or address, the text, or GS-00012. */
  q: z.string().trim().max(100).refine(withoutNul, NUL_MESSAGE).optional(),
  status: z.enum(['all', 'shown', 'hidden']).default('all'),
  sort: z.enum(CONSOLE_SUBMISSION_SORTS).default('newest'),
});
export type ConsoleSubmissionQuery = z.infer<typeof ConsoleSubmissionQuerySchema>;

export const ConsoleSubmissionSchema = ArtistSubmissionSchema.extend({
  source: z.enum(['upload', 'x_api']),
  /** The submitting wallet's profile name, when it has one. */
  accountName: z.string().nullable(),
  /** Why, who and when it was hidden; null while it is shown. */
  moderation: z
    .object({
      reason: z.string().nullable(),
      by: z.string().nullable(),
      byName: z.string().nullable(),
      at: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type ConsoleSubmission = z.infer<typeof ConsoleSubmissionSchema>;
export const ConsoleSubmissionListResponseSchema = listResponse(ConsoleSubmissionSchema);
