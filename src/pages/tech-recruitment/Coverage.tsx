import { FLORIDA_PATH, MAP_HEIGHT, MAP_WIDTH, project } from '../../lib/florida-map.ts';
import type { Data } from './+data.ts';

/** SPEC 2.15 item 8: the map of Florida with the nine markets, and the market cards. */
export function Coverage({ coverage: c }: { coverage: Data['page']['coverage'] }) {
  return (
    <section id="coverage" aria-labelledby="coverage-title" className="section bg-brand-900 text-white">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="coverage-title" className="h-section text-white">{c.heading}</h2>
          <p className="mt-3 text-lg text-brand-100">{c.text}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {c.markets.map((m) => (
              <li key={m.code} className="flex items-center justify-between gap-3 rounded-xl bg-white/10 p-4" data-status={m.status}>
                <span><span className="font-bold">{m.name}</span><span className="block text-sm text-brand-100">{m.jobs}</span></span>
                <span className={`rounded-full px-3 py-1 text-xs font-bold ${m.status === 'active' ? 'bg-ok-700 text-white' : 'bg-warn-500 text-brand-950'}`}>
                  {m.status === 'active' ? c.activeLabel : c.comingSoonLabel}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-brand-100">{c.note}</p>
        </div>
        <figure className="rounded-2xl bg-white/5 p-6">
          <div className="flex justify-between font-bold"><span>{c.marketsLabel}</span><span>{c.jobsLabel}</span></div>
          <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-labelledby="map-title" className="mt-4 w-full">
            <title id="map-title">Map of Florida with {c.markets.length} markets</title>
            <path d={FLORIDA_PATH} fill="#1a4675" stroke="#dfe9f5" strokeWidth="1.5" />
            {c.markets.map((m) => {
              const p = project(m.lat, m.lon);
              const active = m.status === 'active';
              return (
                <g key={m.code} data-market={m.code} data-status={m.status}>
                  {active && <circle cx={p.x} cy={p.y} r="9" fill="#22c55e" opacity=".5" className="origin-center animate-ping [transform-box:fill-box] motion-reduce:animate-none" />}
                  <circle cx={p.x} cy={p.y} r="6" fill={active ? '#22c55e' : '#f59e0b'} stroke="#07182e" strokeWidth="1.5" />
                  <text x={p.x + 9} y={p.y + 4} fill="#ffffff" fontSize="12" fontWeight="700">{m.code}</text>
                </g>
              );
            })}
          </svg>
        </figure>
      </div>
    </section>
  );
}
