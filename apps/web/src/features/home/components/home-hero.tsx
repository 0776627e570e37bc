import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { HeroArt, HeroBackdrop } from './hero-backdrop.tsx';

type HomeHeroProps = { siteName: string | undefined; discordUrl: string | null };

export function HomeHero({ siteName, discordUrl }: HomeHeroProps) {
  return (
    <section className="relative isolate flex min-h-svh flex-col overflow-hidden pt-nav lg:justify-center">
      <HeroBackdrop />
      {/* Above the copy on narrow screens; the right half beside it from lg up (the copy keeps the left). */}
      <HeroArt className="relative h-[38svh] min-h-48 w-full shrink-0 lg:absolute lg:inset-y-0 lg:right-0 lg:left-1/2 lg:h-auto lg:w-auto lg:[mask-image:linear-gradient(to_right,transparent,black_25%)]" />
      <div
        data-testid="hero-copy"
        className="relative mx-auto mt-auto w-full max-w-6xl px-6 pt-6 pb-20 lg:mt-0 lg:py-16"
      >
        <div className="lg:max-w-[calc(50%-2rem)]">
          <p className="text-sm font-semibold tracking-[0.3em] text-koi uppercase">Koi · Dragon · Empress</p>
          <h1 className="mt-4 min-h-[1.1em] text-5xl font-extrabold tracking-tight text-fg sm:text-7xl">
            {siteName ?? <Skeleton className="inline-block h-[0.9em] w-[6em] align-middle" />}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted sm:text-xl">
            A koi climbed the Great Waterfall and rose as a dragon. Now an empress and her five Guardians keep
            the temples, forests and rivers of its world, and every collector who joins writes the next page
            of the legend.
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
      </div>
    </section>
  );
}
