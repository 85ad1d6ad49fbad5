import type { Data } from './+data.ts';

const REPEAT = 6;

/** SPEC 2.3 item 2: the retailer logos loop, repeated six times; copies after the first are hidden from screen readers. */
export function BrandStrip({ brands }: { brands: Data['home']['brands'] }) {
  const loop = Array.from({ length: REPEAT }, (_, copy) => brands.logos.map((logo) => ({ ...logo, copy })));
  return (
    <section aria-labelledby="brands-title" className="overflow-hidden border-b border-slate-200 bg-white py-8">
      <h2 id="brands-title" className="mb-4 text-center text-sm font-semibold uppercase tracking-widest text-slate-600">
        {brands.heading}
      </h2>
      <ul className="flex w-max animate-[marquee_60s_linear_infinite] gap-12 motion-reduce:animate-none">
        {loop.flat().map((logo, i) => (
          <li key={i} aria-hidden={logo.copy > 0 ? true : undefined}>
            <img src={`/images/${logo.image}`} alt={logo.copy > 0 ? '' : logo.name} width={160} height={53} loading="lazy" className="h-10 w-auto opacity-80" />
          </li>
        ))}
      </ul>
    </section>
  );
}
