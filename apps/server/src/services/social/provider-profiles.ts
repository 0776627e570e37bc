import type { SocialProvider } from '@guardians/shared';
import { z } from 'zod';

/** Who the provider says the token belongs to. */
export interface ProviderProfile {
  id: string;
  username: string;
  email: string | null;
}

const id = z.union([z.string().min(1), z.number().int()]).transform(String);

/** X: GET /2/users/me -> { data: { id, username, name } }. */
const XUserSchema = z.object({
  data: z.object({ id, username: z.string().min(1), name: z.string().optional() }),
});

/** Discord: GET /users/@me -> { id, username, global_name, email } (email only with the 'email' scope). */
const DiscordUserSchema = z.object({
  id,
  username: z.string().min(1),
  global_name: z.string().nullish(),
  email: z.string().nullish(),
});

/** Reads the provider's user-info body; undefined when it is not the shape the provider documents. */
export function parseProfile(provider: SocialProvider, body: unknown): ProviderProfile | undefined {
  if (provider === 'twitter') {
    const parsed = XUserSchema.safeParse(body);
    return parsed.success
      ? { id: parsed.data.data.id, username: parsed.data.data.username, email: null }
      : undefined;
  }
  const parsed = DiscordUserSchema.safeParse(body);
  return parsed.success
    ? { id: parsed.data.id, username: parsed.data.username, email: parsed.data.email ?? null }
    : undefined;
}
