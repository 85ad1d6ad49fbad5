import { FLORIDA_PATH, MAP_HEIGHT, MAP_WIDTH, project } from '../../lib/widgets/florida-map.ts';
import type { Data } from './+data.ts';

type Coverage = Data['page']['coverage'];

/** The nine markets placed at their cities; active ones pulse unless the visitor prefers reduced motion. */
export function FloridaMap({ c }: { c: Coverage }) {
  const names = (status: string) =>
    c.markets
      .filter((m) => (m.status === 'active') === (status === 'active'))
      .map((m) => m.name)
      .join(', ');
  const title = `${c.mapLabel}. ${c.activeLabel}: ${names('active')}. ${c.comingSoonLabel}: ${names('coming-soon')}.`;
  return (
    <svg
      viewBox={`-10 -10 ${MAP_WIDTH + 20} ${MAP_HEIGHT + 20}`}
      role="img"
      aria-labelledby="map-title"
      className="w-full"
      data-testid="florida-map"
    >
      <title id="map-title">{title}</title>
      <path d={FLORIDA_PATH} fill="#1a4675" stroke="#9fbbdd" strokeWidth="1.5" strokeLinejoin="round" />
      {c.markets.map((m) => {
        const p = project(m.lat, m.lon);
        const active = m.status === 'active';
        // Labels of the southern and eastern markets go left of their dot, so they stay on the map and apart.
        const left = p.x > MAP_WIDTH * 0.7;
        return (
          <g key={m.code} data-market={m.code} data-status={m.status} data-x={p.x} data-y={p.y}>
            {active && (
              <circle
                cx={p.x}
                cy={p.y}
                r="10"
                fill="#22c55e"
                opacity=".6"
                className="origin-center animate-ping [transform-box:fill-box] motion-reduce:animate-none"
                data-pulse
              />
            )}
            <circle cx={p.x} cy={p.y} r="8" fill={active ? '#22c55e' : '#f59e0b'} stroke="#07182e" strokeWidth="2" />
            <text
              x={left ? p.x - 12 : p.x + 12}
              y={p.y + 6}
              textAnchor={left ? 'end' : 'start'}
              fill="#ffffff"
              fontSize="17"
              fontWeight="700"
              paintOrder="stroke"
              stroke="#07182e"
              strokeWidth="3"
            >
              {m.code}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
