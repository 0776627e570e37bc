import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { HeroBackdrop } from './hero-backdrop.tsx';

type HomeHeroProps = { siteName: string | undefined; discordUrl: string | null };

export function HomeHero({ siteName, discordUrl }: HomeHeroProps) {
  return (
    <section className="relative isolate flex min-h-svh items-end overflow-hidden pt-nav sm:items-center">
      <HeroBackdrop />
      <div className="relative mx-auto w-full max-w-6xl px-6 pt-16 pb-20 sm:py-16">
        <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">Koi · Dragon · Empress</p>
        <h1 className="mt-4 min-h-[1.1em] text-5xl font-extrabold tracking-tight text-fg sm:text-7xl">
          {siteName ?? <Skeleton className="inline-block h-[0.9em] w-[6em] align-middle" />}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-muted sm:text-xl">
          A koi climbed the Great Waterfall and rose as a dragon. Now an empress and her five Guardians keep
          the temples, forests and rivers of its world, and every collector who joins writes the next page of
          the legend.
        </p>
        {discordUrl && (
          <a
            href={discordUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'mt-10 px-6 text-base')}
          >
            Meet the community
          </a>
        )}
      </div>
    </section>
  );
}
