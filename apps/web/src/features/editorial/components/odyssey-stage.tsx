import type { OdysseyItem } from '@guardians/shared/editorial';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ArrowRightIcon, ChevronDownIcon, LockIcon } from './editorial-icons.tsx';
import { EditorialImage } from './editorial-image.tsx';
import { OdysseyStageBody } from './odyssey-stage-body.tsx';

type OdysseyStageProps = {
  stage: OdysseyItem;
  number: number;
  expanded: boolean;
  onToggle: () => void;
};

/**
 * One stage of the journey as a disclosure (spec 2 "expandable Odyssey items"): its banner and a
 * button that opens its region. A locked stage says so and does not open (spec 4).
 */
export function OdysseyStage({ stage, number, expanded, onToggle }: OdysseyStageProps) {
  const headingId = `odyssey-${stage.id}-title`;
  const regionId = `odyssey-${stage.id}-region`;
  const open = stage.isOpened;
  const action = open ? (expanded ? 'Close this stage' : 'Explore this stage') : 'Opens later in the journey';
  return (
    <article
      aria-labelledby={headingId}
      className={`overflow-hidden rounded-3xl border bg-card/70 ${open ? 'border-card-border' : 'border-card-border/60'}`}
    >
      <div className="relative isolate flex min-h-56 flex-col justify-end gap-3 p-5 sm:min-h-72 sm:p-8">
        <EditorialImage
          src={stage.image}
          mobileSrc={stage.imageMobile}
          alt=""
          className={`absolute inset-0 -z-20 size-full ${open ? '' : 'opacity-40 grayscale'}`}
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-t from-night via-night/60 to-night/10"
        />
        <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.25em] uppercase">
          <span className="text-gold">Stage {number}</span>
          {open ? (
            <span className="rounded-full bg-gold px-2.5 py-0.5 tracking-wider text-night">Open</span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full border border-fg/25 bg-night/70 px-2.5 py-0.5 tracking-wider text-fg">
              <LockIcon className="size-3" />
              Locked
            </span>
          )}
        </p>
        <h2 id={headingId} className="text-3xl font-bold text-fg sm:text-4xl">
          {stage.title}
        </h2>
        <p className="max-w-2xl text-fg/85">{stage.description}</p>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={regionId}
          // The visible words first, then which stage: 'Explore this stage: Golden Temple'.
          aria-label={`${action}: ${stage.title}`}
          disabled={!open}
          onClick={onToggle}
          className={buttonClasses(
            open ? 'outline' : 'ghost',
            'self-start whitespace-nowrap bg-night/50 backdrop-blur',
          )}
        >
          {action}
          {open && (
            <ChevronDownIcon className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          )}
        </button>
      </div>
      <section
        id={regionId}
        aria-labelledby={headingId}
        hidden={!expanded || !open}
        className="border-t border-card-border p-5 sm:p-8"
      >
        {expanded && open && (
          <div className="flex flex-col gap-6">
            <OdysseyStageBody stage={stage} />
            <Link
              to={`/odyssey/${encodeURIComponent(stage.id)}`}
              className={buttonClasses('primary', 'self-start px-6')}
            >
              Open the {stage.title} page
              <ArrowRightIcon />
            </Link>
          </div>
        )}
      </section>
    </article>
  );
}
