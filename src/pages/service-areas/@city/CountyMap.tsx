import type { CityData } from './types.ts';

/** The city among the other cities of its county that we serve, drawn from their coordinates (src/lib/widgets/county-map.ts). */
export function CountyMap({
  map,
  name,
  caption,
}: {
  map: NonNullable<CityData['map']>;
  name: string;
  caption: string;
}) {
  const labelLeft = map.city.x > map.width * 0.6;
  return (
    <figure className="mt-5" data-county-map>
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        className="h-auto w-full rounded-xl bg-white ring-1 ring-brand-100"
        role="img"
        aria-label={caption}
      >
        {map.area && <path d={map.area} fill="#dfe9f5" stroke="#dfe9f5" strokeWidth="36" strokeLinejoin="round" />}
        {map.others.map((p) => (
          <circle key={`${p.x},${p.y}`} cx={p.x} cy={p.y} r="3" fill="#245a92" />
        ))}
        <circle cx={map.city.x} cy={map.city.y} r="11" fill="#ea580c" fillOpacity="0.2" />
        <circle cx={map.city.x} cy={map.city.y} r="6" fill="#c2410c" stroke="#fff" strokeWidth="2" />
        <text
          x={map.city.x + (labelLeft ? -12 : 12)}
          y={map.city.y + 5}
          textAnchor={labelLeft ? 'end' : 'start'}
          className="fill-brand-900 text-[13px] font-bold"
          stroke="#fff"
          strokeWidth="4"
          paintOrder="stroke"
        >
          {name}
        </text>
      </svg>
      <figcaption className="mt-2 text-sm text-slate-600">{caption}</figcaption>
    </figure>
  );
}
