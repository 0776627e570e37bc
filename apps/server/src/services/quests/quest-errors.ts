import { questMessages } from '@guardians/shared';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';

export class QuestNotFoundError extends NotFoundError {
  override readonly code = 'QUEST_NOT_FOUND';
  constructor() {
    super(questMessages.notFound);
  }
}

/** The quest cannot be completed now: not started, ended, disabled or full (the message says which). */
export class QuestUnavailableError extends ConflictError {
  override readonly code: string;
  constructor(reason: 'notStarted' | 'ended' | 'disabled' | 'full') {
    super(questMessages[reason]);
    this.code = {
      notStarted: 'QUEST_NOT_STARTED',
      ended: 'QUEST_ENDED',
      disabled: 'QUEST_DISABLED',
      full: 'QUEST_FULL',
    }[reason];
  }
}

/** The account does not meet the quest's requirement yet; the message says what is missing. */
export class QuestNotMetError extends ConflictError {
  override readonly code = 'QUEST_NOT_MET';
}

export class ProofRequiredError extends BadRequestError {
  override readonly code = 'PROOF_REQUIRED';
  constructor() {
    super(questMessages.proofRequired, { field: 'proof' });
  }
}

export class CompletionNotFoundError extends NotFoundError {
  override readonly code = 'COMPLETION_NOT_FOUND';
  constructor() {
    super(questMessages.completionNotFound);
  }
}

export class CompletionAlreadyPaidError extends ConflictError {
  override readonly code = 'COMPLETION_ALREADY_PAID';
  constructor() {
    super(questMessages.cannotRejectPaid);
  }
}

export class InviteUnknownError extends NotFoundError {
  override readonly code = 'INVITE_UNKNOWN';
  constructor() {
    super(questMessages.inviteUnknown, { field: 'code' });
  }
}

export class InviteRefusedError extends ConflictError {
  override readonly code: string;
  constructor(reason: 'inviteOwn' | 'inviteUsed' | 'inviteCircular') {
    super(questMessages[reason], { field: 'code' });
    this.code = { inviteOwn: 'INVITE_OWN', inviteUsed: 'INVITE_USED', inviteCircular: 'INVITE_CIRCULAR' }[
      reason
    ];
  }
}

/** A reorder must name every quest once, or some would keep a position among the new ones. */
export class QuestOrderIncompleteError extends BadRequestError {
  override readonly code = 'QUEST_ORDER_INCOMPLETE';
  constructor() {
    super('The order must list every quest exactly once', { field: 'ids' });
  }
}
