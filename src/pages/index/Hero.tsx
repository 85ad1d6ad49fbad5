import { CallButton } from '../../components/CallButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import type { Data } from './+data.ts';

export function Hero({ hero }: { hero: Data['home']['hero'] }) {
  return (
    <section className="relative bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 pt-32 pb-20 text-white sm:pt-40 sm:pb-28">
      <div className="container-page">
        <h1 className="max-w-4xl text-4xl font-extrabold text-white sm:text-6xl">{hero.headline}</h1>
        <p className="mt-5 max-w-2xl text-xl text-brand-100">{hero.slogan}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="/quote" className="btn-call text-lg">GET FREE QUOTE</a>
          <CallButton className="btn-light text-lg" />
        </div>
        <ul className="mt-10 flex flex-wrap gap-3">
          {hero.badges.map((b) => (
            <li key={b.label} className="badge bg-white/10 text-white">
              <Icon name={b.icon} className="size-4" />
              {b.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
