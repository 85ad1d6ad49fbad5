import { useMessages } from '../../components/i18n.ts';
import { CallButton } from '../../components/CallButton.tsx';
import { Claim } from '../../components/Claim.tsx';
import { Icon } from '../../components/Icon.tsx';
import { HeroFacts } from '../../components/HeroFacts.tsx';
import { Picture } from '../../components/Picture.tsx';
import type { Data } from './+data.ts';
import { QuoteLink } from '../../components/QuoteLink.tsx';

/** Headline, slogan, the call and GET FREE QUOTE buttons and three trust badges over the photo. */
export function Hero({ hero }: { hero: Data['hero'] }) {
  const t = useMessages();
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <Picture pic={hero.picture} alt={hero.imageAlt} sizes="100vw" priority className="absolute inset-0 -z-20 size-full object-cover object-[72%_50%]" />
      <div
        className="absolute inset-0 -z-10 bg-brand-950/80 lg:bg-transparent lg:bg-[linear-gradient(90deg,rgb(7_26_48/0.97)_0%,rgb(7_26_48/0.93)_42%,rgb(7_26_48/0.4)_70%,rgb(7_26_48/0.1)_100%)]"
        aria-hidden="true"
      />
      <div className="container-page pt-32 pb-16 sm:pt-40 sm:pb-24 lg:min-h-[44rem] lg:pt-48 lg:pb-28">
        {hero.eyebrow && <p className="mb-5 text-sm font-bold tracking-[0.14em] text-accent-300 uppercase">{hero.eyebrow}</p>}
        <h1 className="h-display max-w-3xl text-white">{hero.headline}</h1>
        <p className="lead mt-6 max-w-xl text-brand-100">{hero.slogan}</p>
        <HeroFacts price={hero.price} className="mt-6" />
        <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <CallButton className="btn-call btn-lg" label={t.home.callNow} />
          <QuoteLink label={hero.quoteLabel} className="btn-light btn-lg" />
        </div>
        <ul className="mt-10 flex flex-wrap gap-2.5">
          {hero.badges.map((b) => (
            <li key={b.label} className="badge-dark">
              <Claim text={b.label}>
                <Icon name={b.icon} className="size-4 text-accent-300" />
                {b.label}
              </Claim>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
