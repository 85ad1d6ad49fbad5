import { Badges } from '../../components/Badges.tsx';
import { CallButton } from '../../components/CallButton.tsx';
import { HeroFacts } from '../../components/HeroFacts.tsx';
import { useMessages } from '../../components/i18n.ts';
import { Picture } from '../../components/Picture.tsx';
import { QuoteLink } from '../../components/QuoteLink.tsx';
import type { Data } from './+data.ts';

/**
 * Headline, slogan, the rating and starting price, the call and GET FREE QUOTE buttons and three trust badges, with
 * the photo in a frame of its own beside them (below them on a phone): it never lies behind the text, whatever it shows.
 */
export function Hero({ hero }: { hero: Data['hero'] }) {
  const t = useMessages();
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-800)_0%,transparent_60%)] opacity-70"
        aria-hidden="true"
      />
      <div className="container-page grid items-center gap-10 pt-24 pb-12 sm:pt-32 sm:pb-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12 lg:pt-36 lg:pb-24">
        <div>
          {hero.eyebrow && (
            <p className="mb-4 text-xs font-bold tracking-[0.14em] text-accent-300 uppercase sm:text-sm">
              {hero.eyebrow}
            </p>
          )}
          <h1 className="h-display max-w-3xl text-white">{hero.headline}</h1>
          <p className="lead mt-5 max-w-xl text-brand-100">{hero.slogan}</p>
          <HeroFacts price={hero.price} className="mt-5" />
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <CallButton className="btn-call btn-lg" label={t.home.callNow} />
            <QuoteLink label={hero.quoteLabel} className="btn-light btn-lg" />
          </div>
          <Badges
            badges={hero.badges}
            className="mt-8 flex flex-wrap gap-2.5"
            item="badge-dark min-h-11 py-0"
            icon="size-4 text-accent-300"
          />
        </div>
        <div className="overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/15" data-hero-art>
          <Picture
            pic={hero.picture}
            alt={hero.imageAlt}
            sizes="(min-width: 1024px) 46vw, 100vw"
            priority
            className="aspect-[16/10] size-full object-cover object-[60%_50%] sm:aspect-[2/1] lg:aspect-[5/6] xl:aspect-[1/1]"
          />
        </div>
      </div>
    </section>
  );
}
