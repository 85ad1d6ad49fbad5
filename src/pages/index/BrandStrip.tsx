import type { Data } from './+data.ts';

const REPEAT = 6;

/** SPEC 2.3 item 2: the retailer logos loop, repeated six times; copies after the first are hidden from screen readers. */
export function BrandStrip({ heading, logos }: { heading: string; logos: Data['logos'] }) {
  const loop = Array.from({ length: REPEAT }, (_, copy) => logos.map((logo) => ({ ...logo, copy })));
  return (
    <section aria-labelledby="brands-title" className="overflow-hidden border-b border-slate-200 bg-white py-8">
      <h2 id="brands-title" className="mb-4 text-center text-sm font-semibold uppercase tracking-widest text-slate-600">
        {heading}
      </h2>
      <ul className="flex w-max animate-[marquee_60s_linear_infinite] gap-12 motion-reduce:animate-none">
        {loop.flat().map((logo, i) => (
          <li key={i} aria-hidden={logo.copy > 0 ? true : undefined}>
            <img src={logo.pic.img.src} alt={logo.copy > 0 ? '' : logo.name} width={logo.pic.img.w} height={logo.pic.img.h} loading="lazy" className="h-10 w-auto opacity-80" />
          </li>
        ))}
      </ul>
    </section>
  );
}
