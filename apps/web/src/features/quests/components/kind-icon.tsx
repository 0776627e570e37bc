import type { QuestKind } from '@guardians/shared/quests';

const paths: Record<QuestKind, string> = {
  link_x: 'M5 4l14 16M19 4L5 20',
  link_discord:
    'M7 7c3-1.5 7-1.5 10 0l2 9c-2 1.6-4 2.3-5 2.5l-1-2M7 7 5 16c2 1.6 4 2.3 5 2.5l1-2M9.5 12h0M14.5 12h0',
  hold_guardians: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z',
  like_items: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  submit_fan_art: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3',
  invite_friends: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M17 8v6M14 11h6',
  admin_review:
    'M9 12l2 2 4-4M12 3l2.5 2 3-.5.5 3 2 2.5-2 2.5-.5 3-3-.5L12 21l-2.5-2-3 .5-.5-3L4 14l2-2.5-.5-3 3 .5z',
};

/** One line icon per quest kind, beside its label (decorative). */
export function KindIcon({ kind, className = 'size-5' }: { kind: QuestKind; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[kind]} />
    </svg>
  );
}
