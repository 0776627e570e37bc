import { NewsletterSubscribeBodySchema, newsletterMessages } from '@guardians/shared/community';

export type NewsletterFields = { email: string; consent: boolean };
type NewsletterField = keyof NewsletterFields;
/** Inline messages per field, plus `form` for a failure that belongs to neither. */
export type NewsletterErrors = Partial<Record<NewsletterField | 'form', string>>;

const fields: readonly NewsletterField[] = ['email', 'consent'];
const isField = (value: unknown): value is NewsletterField =>
  typeof value === 'string' && (fields as readonly string[]).includes(value);

/**
 * Checks the form with the server's own schema, so the person sees the same words before sending
 * as the server would answer. Any problem with the address reads as the one 'valid email' message.
 */
export function validateNewsletter(values: NewsletterFields): NewsletterErrors {
  const result = NewsletterSubscribeBodySchema.safeParse(values);
  if (result.success) return {};
  const errors: NewsletterErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'email') errors.email ??= newsletterMessages.emailInvalid;
    else if (field === 'consent') errors.consent ??= newsletterMessages.consentRequired;
  }
  return errors;
}

/**
 * The server's refusal placed next to its field. Validation messages arrive as "email: <message>";
 * the field is already shown as the label, so only the message is kept.
 */
export function serverNewsletterErrors(error: {
  message: string;
  field?: string | undefined;
}): NewsletterErrors {
  const field = error.field?.split('.')[0];
  if (isField(field)) {
    const prefix = `${error.field}: `;
    return { [field]: error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message };
  }
  return { form: error.message };
}

export function hasErrors(errors: NewsletterErrors): boolean {
  return Object.values(errors).some(Boolean);
}
