import { newsletterMessages } from '@guardians/shared';
import { NotFoundError, NotSetUpError } from '../../errors.ts';

export class UnknownUnsubscribeTokenError extends NotFoundError {
  override readonly code = 'UNKNOWN_UNSUBSCRIBE_TOKEN';
  constructor() {
    super(newsletterMessages.unknownToken);
  }
}

/** Never issued, replaced by a newer mail, or past its expiry: the person cannot tell, nor can we say. */
export class UnknownConfirmTokenError extends NotFoundError {
  override readonly code = 'UNKNOWN_CONFIRM_TOKEN';
  constructor() {
    super(newsletterMessages.unknownConfirmToken);
  }
}

/** No SMTP_URL outside the demo: a sign-up could never be confirmed, so none is taken. */
export class MailNotSetUpError extends NotSetUpError {
  override readonly code = 'MAIL_NOT_SET_UP';
  constructor() {
    super(newsletterMessages.notSetUp);
  }
}
