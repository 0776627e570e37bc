import type { AdminRole, Permission } from '@guardians/shared/admin';

export type ConsoleSectionId =
  | 'site'
  | 'collections'
  | 'content'
  | 'quests'
  | 'submissions'
  | 'contest'
  | 'roles'
  | 'audit';

export type ConsoleSection = {
  id: ConsoleSectionId;
  label: string;
  /**
   * The server's permissions behind the section's calls; any one of them opens it (a moderator
   * reviews quests without editing them), and the page shows only the parts the caller may use.
   */
  permissions: readonly [Permission, ...Permission[]];
  /** One line on the overview's card. */
  summary: string;
};

const site: ConsoleSection = {
  id: 'site',
  label: 'Site',
  permissions: ['site:edit'],
  summary: 'Name, logo, platform mode, launch stage, navbar, colours and social links.',
};
const collections: ConsoleSection = {
  id: 'collections',
  label: 'Collections',
  permissions: ['collections:edit'],
  summary:
    'Add a collection by its address and watch it index; its page, the default, the whitelist and the sale.',
};
const content: ConsoleSection = {
  id: 'content',
  label: 'Content',
  permissions: ['content:edit'],
  summary:
    'Blog posts and about entries, drafts included; Story and Odyssey locks; the vault; newsletter export.',
};
const quests: ConsoleSection = {
  id: 'quests',
  label: 'Quests',
  permissions: ['quests:edit', 'quests:review'],
  summary: 'Create, edit, order and switch off quests; review the proof members send.',
};
const submissions: ConsoleSection = {
  id: 'submissions',
  label: 'Submissions',
  permissions: ['submissions:review'],
  summary: 'Every fan-art submission, hidden ones included: hide one with a reason, or show it again.',
};
const contest: ConsoleSection = {
  id: 'contest',
  label: 'Contest',
  permissions: ['contest:edit'],
  summary: 'The contest’s stages and dates, the certified prizes, the judges and the claim threshold.',
};
const roles: ConsoleSection = {
  id: 'roles',
  label: 'Roles',
  permissions: ['roles:grant'],
  summary: 'Who runs the community: grant or revoke owner, moderator and judge.',
};
const audit: ConsoleSection = {
  id: 'audit',
  label: 'Audit log',
  permissions: ['audit:read'],
  summary: 'Every change made in the console: who made it, when, and what it was before and after.',
};

export const sectionById: Record<ConsoleSectionId, ConsoleSection> = {
  site,
  collections,
  content,
  quests,
  submissions,
  contest,
  roles,
  audit,
};

/** The console's sections, in the nav's order; the route (`admin/:section`) and the nav pick them up here. */
const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  site,
  collections,
  content,
  quests,
  submissions,
  contest,
  roles,
  audit,
];

export const sectionPath = (id: ConsoleSectionId) => `/admin/${id}`;

/** The section a URL segment names, or undefined for one the console does not have. */
export function findSection(segment: string | undefined): ConsoleSection | undefined {
  return CONSOLE_SECTIONS.find((section) => section.id === segment);
}

/** True when these permissions open the section (any one of its permissions will do). */
export function canOpen(section: ConsoleSection, permissions: readonly Permission[]): boolean {
  return section.permissions.some((permission) => permissions.includes(permission));
}

/** The sections these permissions open. */
export function allowedSections(permissions: readonly Permission[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => canOpen(section, permissions));
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
