import { isAddress } from '@guardians/shared/common';

/** Words for the actions the console writes today; any other shows its code alone. */
const actionLabels: Partial<Record<string, string>> = {
  'site.update': 'Site settings saved',
  'roles.grant': 'Role granted',
  'roles.revoke': 'Role revoked',
};

export function actionLabel(action: string): string | null {
  return actionLabels[action] ?? null;
}

/** `key`: the word's place in the target, which never reorders. */
export type TargetPart = { key: string } & (
  | { kind: 'account'; account: string }
  | { kind: 'text'; text: string }
);

/** A target such as `0xabc… moderator`: its accounts are shown as people, the rest as written. */
export function targetParts(target: string): TargetPart[] {
  return target
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      isAddress(word)
        ? { key: `${index}`, kind: 'account', account: word }
        : { key: `${index}`, kind: 'text', text: word },
    );
}

/** A before or after state as readable JSON; null when there was none (a creation, a removal). */
export function stateText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value, null, 2);
}
