import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOdysseyItems } from '../api/get-odyssey-items.ts';
import { OdysseyProgress } from './odyssey-progress.tsx';
import { OdysseyStage } from './odyssey-stage.tsx';
import { SectionHero } from './section-hero.tsx';

/** /odyssey: the journey's four stages, each opening in place; locked ones wait (spec 1–4). */
export function OdysseyPage() {
  const stages = useOdysseyItems();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <SectionHero
        underNavbar
        eyebrow="Odyssey"
        title="From the Golden Temple to the Great Waterfall"
        lead="The koi's road, walked together. Each stage opens a new part of the world and an art contest with cash prizes for the community's best work."
      >
        {stages.data && stages.data.length > 0 && <OdysseyProgress stages={stages.data} />}
      </SectionHero>
      <section aria-label="Stages" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {stages.isPending ? (
          <div role="status" aria-label="Loading the stages" className="flex flex-col gap-5">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-56 rounded-3xl sm:h-72" />
            ))}
          </div>
        ) : stages.isError ? (
          <ErrorState
            title="The Odyssey could not load"
            onRetry={() => void stages.refetch()}
            retrying={stages.isRefetching}
          />
        ) : stages.data.length === 0 ? (
          <p className="rounded-2xl border border-card-border bg-card/80 p-10 text-center text-muted">
            The journey has not begun yet.
          </p>
        ) : (
          <ol className="flex flex-col gap-5">
            {stages.data.map((stage, index) => (
              <li key={stage.id}>
                <OdysseyStage
                  stage={stage}
                  number={index + 1}
                  expanded={expanded.has(stage.id)}
                  onToggle={() => toggle(stage.id)}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
