import type { ArtistSubmission } from '@guardians/shared/gallery';
import { type ReactNode, useMemo } from 'react';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { justifiedRows, rowRulesFor } from '../utils/justified-rows.ts';
import { mainMedia, mediaAspect } from '../utils/submission-media.ts';

const GRID_GAP = 10;

type JustifiedGridProps = {
  submissions: ArtistSubmission[];
  label: string;
  renderCard: (submission: ArtistSubmission, size: { width: number; height: number }) => ReactNode;
};

/** Submissions in justified rows sized from the grid's own width (spec 9 row rules). */
export function JustifiedGrid({ submissions, label, renderCard }: JustifiedGridProps) {
  const [ref, width] = useElementWidth<HTMLUListElement>();
  const rows = useMemo(() => {
    const aspects = submissions.map((s) => mediaAspect(mainMedia(s)));
    return justifiedRows(aspects, width, { ...rowRulesFor(width), gap: GRID_GAP });
  }, [submissions, width]);

  const sizes = rows.flatMap((row) => row.items);
  // One flat list: every row but the last fills the width, so wrapping reproduces the rows, and a
  // card keeps its element (a playing video keeps playing) when a resize moves it to another row.
  return (
    <ul ref={ref} aria-label={label} className="flex w-full flex-wrap" style={{ gap: GRID_GAP }}>
      {sizes.map((item) => {
        const submission = submissions[item.index];
        if (!submission) return null;
        const width = Math.floor(item.width);
        // The item is exactly the card's width, so anything under the card (the edit view's switch)
        // cannot widen it and break the rows.
        return (
          <li key={submission._id} className="flex min-w-0 shrink-0 flex-col" style={{ width }}>
            {renderCard(submission, { width, height: Math.round(item.height) })}
          </li>
        );
      })}
    </ul>
  );
}
