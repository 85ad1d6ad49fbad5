import { useMessages } from '../../components/i18n.ts';
import { Pause } from '../../components/icons.ts';
import type { Data } from './+data.ts';

const REPEAT = 6;

/**
 * The retailer logos loop, repeated six times (copies after the first are hidden from screen
 * readers). The loop stops on hover, with the Pause switch (WCAG 2.2.2, no JavaScript: a checkbox and :has()) and
 * for visitors who prefer reduced motion, who see one still row. A logo whose image fails is hidden by
 * src/client/broken-images.ts.
 */
export function BrandStrip({ brands }: { brands: Data['brands'] }) {
  const t = useMessages();
  const loop = Array.from({ length: REPEAT }, (_, copy) => brands.logos.map((logo) => ({ ...logo, copy })));
  return (
    <section
      aria-labelledby="brands-title"
      className="border-b border-slate-200 bg-white py-10 [&:has(:checked)_ul]:[animation-play-state:paused]"
    >
      <div className="container-page mb-6 flex items-center justify-between gap-4">
        <h2 id="brands-title" className="text-sm font-bold tracking-[0.14em] text-slate-600 uppercase">
          {brands.heading}
        </h2>
        <label className="flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full border border-slate-300 text-sm sm:px-4 font-semibold text-slate-700 has-checked:border-brand-900 has-checked:bg-brand-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600 motion-reduce:hidden">
          <input type="checkbox" className="sr-only" />
          <Pause className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t.home.pauseLogos}</span>
        </label>
      </div>
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <ul className="flex w-max animate-marquee items-center gap-14 pr-14 hover:[animation-play-state:paused] motion-reduce:mx-auto motion-reduce:w-auto motion-reduce:max-w-7xl motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:px-4">
          {loop.flat().map((logo) => (
            <li
              key={`${logo.copy}-${logo.name}`}
              aria-hidden={logo.copy > 0 ? true : undefined}
              className={logo.copy > 0 ? 'motion-reduce:hidden' : undefined}
            >
              <img
                src={logo.pic.img.src}
                alt={logo.copy > 0 ? '' : logo.name}
                width={logo.pic.img.w}
                height={logo.pic.img.h}
                loading="lazy"
                data-hide-if-broken
                className="h-7 w-auto opacity-70 sm:h-8"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
