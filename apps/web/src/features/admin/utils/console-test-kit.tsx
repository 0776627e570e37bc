import { type AdminRole, type AdminStatus, permissionsOf } from '@guardians/shared/admin';
import type { ConsoleSubmission } from '@guardians/shared/gallery';
import type { ConsoleQuest, ReviewQueueItem } from '@guardians/shared/quests';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Test factories and a renderer for the console's pages (imported by tests only). */
const OWNER = '0x00000000000000000000000000000000000000a1';
export const MEMBER = '0x00000000000000000000000000000000000000b2';

/** The console shell's viewer (components/console-shell.tsx), spelled out: utils sit under components. */
export function viewerWith(roles: AdminRole[], account = OWNER): { account: string; status: AdminStatus } {
  return { account, status: { isAdmin: roles.length > 0, roles, permissions: permissionsOf(roles) } };
}

export function createConsoleQuest(overrides: Partial<ConsoleQuest> = {}): ConsoleQuest {
  return {
    _id: 1,
    slug: 'link-x',
    title: 'Link your X',
    description: 'Link your X account.',
    kind: 'link_x',
    params: {},
    points: 50,
    startsAt: null,
    endsAt: null,
    maxCompletions: null,
    completions: 3,
    disabled: false,
    position: 1,
    origin: 'file',
    pending: 0,
    ...overrides,
  };
}

export function createReviewItem(overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    _id: '7',
    questId: 4,
    account: MEMBER,
    username: 'koi_keeper',
    status: 'pending',
    proof: 'https://x.com/koi_keeper/status/1',
    reviewedBy: null,
    reviewNote: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    completedAt: null,
    questTitle: 'Share your Guardian story',
    points: 25,
    ...overrides,
  };
}

export function createConsoleSubmission(overrides: Partial<ConsoleSubmission> = {}): ConsoleSubmission {
  return {
    _id: 12,
    author_id: 'x-1',
    users: [{ id: 'x-1', username: 'suirin_art', profile_image_url: null, name: 'Suirin' }],
    media: [
      {
        type: 'photo',
        url: '/api/media/gallery/12.webp',
        preview_image_url: '/api/media/gallery/12-preview.webp',
        width: 800,
        height: 600,
        variants: [],
      },
    ],
    submissionProcessId: 'GS-00012',
    userReaction: { reactionActive: false },
    totalReactionsCount: 4,
    disabled: false,
    text: 'The empress rises',
    tweetId: '1790000000000000012',
    tweetCreatedDate: '2026-04-20T08:00:00.000Z',
    account: MEMBER,
    token: null,
    source: 'upload',
    accountName: 'Koi Keeper',
    moderation: null,
    ...overrides,
  };
}

/** Renders a console page at `path` (its route is `pattern`); answers the router to read the URL. */
export function renderConsolePage(element: ReactElement, path: string, pattern = path.split('?')[0] ?? path) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The JSON body a fake route received. */
export const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body ?? 'null'));
