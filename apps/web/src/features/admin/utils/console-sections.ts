import type { AdminRole, Permission } from '@guardians/shared/admin';

export type ConsoleSectionId = 'site' | 'roles' | 'audit';

export type ConsoleSection = {
  id: ConsoleSectionId;
  label: string;
  /** What the server checks on every call of the section; the nav hides what it would refuse. */
  permission: Permission;
  /** One line on the overview's card. */
  summary: string;
};

const site: ConsoleSection = {
  id: 'site',
  label: 'Site',
  permission: 'site:edit',
  summary: 'Name, logo, platform mode, launch stage, navbar, colours and social links.',
};
const roles: ConsoleSection = {
  id: 'roles',
  label: 'Roles',
  permission: 'roles:grant',
  summary: 'Who runs the community: grant or revoke owner, moderator and judge.',
};
const audit: ConsoleSection = {
  id: 'audit',
  label: 'Audit log',
  permission: 'audit:read',
  summary: 'Every change made in the console: who made it, when, and what it was before and after.',
};

export const sectionById: Record<ConsoleSectionId, ConsoleSection> = { site, roles, audit };

/**
 * The console's sections, in the nav's order. Collections (collections:edit), Quests (quests:edit,
 * quests:review), Submissions (submissions:review) and Content (content:edit) join this list as
 * they are built; the route (`admin/:section`) and the nav pick them up from here.
 */
const CONSOLE_SECTIONS: readonly ConsoleSection[] = [site, roles, audit];

export const sectionPath = (id: ConsoleSectionId) => `/admin/${id}`;

/** The section a URL segment names, or undefined for one the console does not have. */
export function findSection(segment: string | undefined): ConsoleSection | undefined {
  return CONSOLE_SECTIONS.find((section) => section.id === segment);
}

/** The sections these permissions open. */
export function allowedSections(permissions: readonly Permission[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => permissions.includes(section.permission));
}

export const roleLabels: Record<AdminRole, string> = {
  owner: 'Owner',
  moderator: 'Moderator',
  judge: 'Judge',
};

/** What each role may do, in words (shared/admin-roles.ts ROLE_PERMISSIONS is the rule). */
export const roleSummaries: Record<AdminRole, string> = {
  owner: 'Everything: the site, roles, the audit log and every tool of the console.',
  moderator: 'Reviews quests and submissions, hides fan art, edits content.',
  judge: 'Reviews contest submissions.',
};
