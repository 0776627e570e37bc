import { permissionsOf } from '@guardians/shared/admin';
import { describe, expect, it } from 'vitest';
import { allowedSections, canOpen, findSection, sectionById } from './console-sections.ts';

const labels = (roles: Parameters<typeof permissionsOf>[0]) =>
  allowedSections(permissionsOf(roles)).map((section) => section.label);

describe('the console sections', () => {
  it('opens every section to an owner', () => {
    expect(labels(['owner'])).toEqual([
      'Site',
      'Collections',
      'Content',
      'Quests',
      'Submissions',
      'Contest',
      'Roles',
      'Audit log',
    ]);
  });

  it('opens Quests and Submissions to a moderator, and Submissions alone to a judge', () => {
    expect(labels(['moderator'])).toEqual(['Content', 'Quests', 'Submissions']);
    expect(labels(['judge'])).toEqual(['Submissions']);
    expect(labels(['moderator', 'judge'])).toEqual(['Content', 'Quests', 'Submissions']);
  });

  it('opens a section with any one of its permissions', () => {
    expect(canOpen(sectionById.quests, ['quests:review'])).toBe(true);
    expect(canOpen(sectionById.quests, ['quests:edit'])).toBe(true);
    expect(canOpen(sectionById.quests, ['submissions:review'])).toBe(false);
  });

  it('knows a section by its URL segment, and no other', () => {
    expect(findSection('roles')?.permissions).toEqual(['roles:grant']);
    expect(findSection('quests')?.label).toBe('Quests');
    expect(findSection('collections')?.permissions).toEqual(['collections:edit']);
    expect(findSection('contest')?.permissions).toEqual(['contest:edit']);
    expect(findSection('newsletter')).toBeUndefined();
    expect(findSection(undefined)).toBeUndefined();
  });
});
