import { describe, expect, it } from 'vitest';
import { actionLabel, stateText, targetParts } from './audit-format.ts';

const ACCOUNT = '0x1234567890abcdef1234567890abcdef1234abcd';

describe('audit entries', () => {
  it('shows the accounts of a target as people and keeps its other words', () => {
    expect(targetParts(`${ACCOUNT} moderator`)).toEqual([
      { key: '0', kind: 'account', account: ACCOUNT },
      { key: '1', kind: 'text', text: 'moderator' },
    ]);
    expect(targetParts('quest 12').map((part) => part.kind)).toEqual(['text', 'text']);
  });

  it('words the known actions and leaves the others to their code', () => {
    expect(actionLabel('roles.grant')).toBe('Role granted');
    expect(actionLabel('quests.create')).toBeNull();
  });

  it('writes a state as indented JSON, and nothing for none', () => {
    expect(stateText({ mode: 'multi' })).toBe('{\n  "mode": "multi"\n}');
    expect(stateText(null)).toBeNull();
    expect(stateText(false)).toBe('false');
  });
});
