import {
  REACTION_MESSAGES,
  type ReactionType,
  type ReactionUpdateBody,
  type ReactionUpdateQuery,
} from '@guardians/shared';
import { BadRequestError } from '../../../../errors.ts';

class ReactionTypeRequiredError extends BadRequestError {
  override readonly code = 'REACTION_TYPE_REQUIRED';
  constructor() {
    super(REACTION_MESSAGES.typeRequired, { field: 'type' });
  }
}

class ReactionInputDisagreesError extends BadRequestError {
  override readonly code = 'REACTION_INPUT_DISAGREES';
  constructor(field: string) {
    super(REACTION_MESSAGES.disagree(field), { field });
  }
}

interface ReactionUpdateInput {
  chainId: number | undefined;
  type: ReactionType;
  active: boolean | undefined;
}

/** One field from the query or the body; given in both, they must be the same. */
function either<T>(field: string, fromQuery: T | undefined, fromBody: T | undefined): T | undefined {
  if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody) {
    throw new ReactionInputDisagreesError(field);
  }
  return fromQuery ?? fromBody;
}

/**
 * The update's input from the spec's form (`?chainId=&type=` in the query) or the JSON body form
 * (`{ chainId, type, active }`), or a mix of the two (decision 0068).
 */
export function reactionUpdateInput(
  query: ReactionUpdateQuery,
  body: ReactionUpdateBody,
): ReactionUpdateInput {
  const type = either('type', query.type, body?.type);
  if (type === undefined) throw new ReactionTypeRequiredError();
  return {
    chainId: either('chainId', query.chainId, body?.chainId),
    type,
    active: either('active', query.active, body?.active),
  };
}
