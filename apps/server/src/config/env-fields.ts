import { z } from 'zod';

/** An optional variable where an empty value means unset. */
export const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
