import type { FailureGroup } from './run.ts';

/**
 * Failures the run reports that are not a bug of the document or the server we can fix here, each
 * with its reason ("METHOD /path check" → why). Kept short; docs/security.md lists them too.
 */
export const explained: Readonly<Record<string, string>> = {
  'GET /api/login positive_data_acceptance':
    'without `account` the answer depends on the wallet cookie an earlier POST /api/users/new set, and `deadline` must fall within the next hour (state and time, said in the summary)',
  'POST /api/admin/collections positive_data_acceptance':
    '`tokenAddress` must name an ERC-721 contract deployed on the chain (NOT_A_CONTRACT): a fact of the chain, not of the shape',
  'POST /api/admin/quests positive_data_acceptance':
    '`endsAt` must come after `startsAt`: OpenAPI 3.0 has no rule comparing two fields (said in the summary)',
  'PUT /api/admin/quests/{id} positive_data_acceptance':
    '`endsAt` must come after `startsAt`: OpenAPI 3.0 has no rule comparing two fields (said in the summary)',
  'PUT /api/admin/quests/order positive_data_acceptance':
    '`ids` must list every existing quest exactly once (QUEST_ORDER_INCOMPLETE): a 400 that depends on the rows, not on the shape (said in the summary)',
  'POST /api/admin/contest/stages positive_data_acceptance':
    '`endsAt` must come after `startsAt`: OpenAPI 3.0 has no rule comparing two fields (said in the summary)',
  'PUT /api/admin/contest/stages/{id} positive_data_acceptance':
    '`endsAt` must come after `startsAt`: OpenAPI 3.0 has no rule comparing two fields (said in the summary)',
  'POST /api/admin/certified-nfts positive_data_acceptance':
    "the token must be an indexed item of one of the site's collections (PRIZE_TOKEN_UNKNOWN): a 400 that depends on the rows, not on the shape (said in the summary)",
  'PUT /api/admin/certified-nfts/{id} positive_data_acceptance':
    "the token must be an indexed item of one of the site's collections (PRIZE_TOKEN_UNKNOWN): a 400 that depends on the rows, not on the shape (said in the summary)",
  'PUT /api/admin/certified-nfts/order positive_data_acceptance':
    '`ids` must list every shown prize exactly once (PRIZE_ORDER_INCOMPLETE): a 400 that depends on the rows, not on the shape (said in the summary)',
  'POST /api/nfts/reactions/update/{token}/{id} positive_data_acceptance':
    '`type` may come in the query or the body: OpenAPI 3.0 cannot state a rule across two locations (said in the summary)',
  'POST /api/users/ positive_data_acceptance':
    'guardianId must name an existing Guardian: a 400 that depends on the rows, not on the shape',
};

/** The failure groups no entry above explains. */
export function unexplained(failures: readonly FailureGroup[]): string[] {
  return failures.filter((f) => !explained[f.key]).map((f) => `${f.key}: ${f.example}`);
}
