import { NOTIFICATIONS_MARK_MAX, type NotificationPage } from '@guardians/shared/notifications';
import { useEffect, useRef, useState } from 'react';

type MarkRead = (body: { ids: number[] }) => void;

/**
 * Opening the panel marks what it shows as read (decision 0088): each page that arrives, and a
 * notification that arrives live while the panel is open. Returns the ids that were unread when
 * shown, so they keep their "New" mark for this viewing although the server has them read.
 */
export function useMarkSeen(pages: NotificationPage[] | undefined, markRead: MarkRead): ReadonlySet<number> {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const asked = useRef(new Set<number>());
  useEffect(() => {
    const unseen = (pages ?? [])
      .flatMap((page) => page.items)
      .filter((n) => n.readAt === null && !asked.current.has(n.id))
      .map((n) => n.id);
    if (unseen.length === 0) return;
    for (const id of unseen) asked.current.add(id);
    setFresh((before) => new Set([...before, ...unseen]));
    for (let start = 0; start < unseen.length; start += NOTIFICATIONS_MARK_MAX)
      markRead({ ids: unseen.slice(start, start + NOTIFICATIONS_MARK_MAX) });
  }, [pages, markRead]);
  return fresh;
}
