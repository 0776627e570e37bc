import { permissionsOf } from '@guardians/shared/admin';
import { describe, expect, it } from 'vitest';
import { allowedSections, findSection } from './console-sections.ts';

const labels = (roles: Parameters<typeof permissionsOf>[0]) =>
  allowedSections(permissionsOf(roles)).map((section) => section.label);

describe('the console sections', () => {
  it('opens Site, Roles and the Audit log to an owner', () => {
    expect(labels(['owner'])).toEqual(['Site', 'Roles', 'Audit log']);
  });

  it('opens none of them to a moderator or a judge, whose tools are still to come', () => {
    expect(labels(['moderator'])).toEqual([]);
    expect(labels(['judge'])).toEqual([]);
    expect(labels(['moderator', 'judge'])).toEqual([]);
  });

  it('knows a section by its URL segment, and no other', () => {
    expect(findSection('roles')?.permission).toBe('roles:grant');
    expect(findSection('collections')).toBeUndefined();
    expect(findSection(undefined)).toBeUndefined();
  });
});
