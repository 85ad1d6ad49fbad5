/**
 * The home hero's placeholder: a flat illustration of a finished living-room wall (slatted accent wall, built-in TV
 * unit, shelves, window), drawn as SVG. It is plainly an illustration, not a photo passed off as the business's
 * work; replace data/images/home/hero.jpg with a real photo of the same name. No text lies over it: the home page
 * shows it in a frame of its own beside the headline, or below it on a phone (decision 46), cropped anywhere from 2:1
 * to 5:6 around a point a little right of the middle, where the wall unit stands, so the subject is in every crop.
 */
export function heroSvg(w = 1920, h = 1080): string {
  const slats = Array.from(
    { length: 19 },
    (_, i) => `<rect x="${884 + i * 36}" y="40" width="26" height="800" rx="3" fill="url(#slat)"/>`,
  ).join('');
  const planks = Array.from({ length: 6 }, (_, row) => {
    const y = 860 + row * 38;
    const seams = Array.from(
      { length: 7 },
      (_, i) =>
        `<line x1="${(i * 331 + row * 173) % 1920}" y1="${y}" x2="${(i * 331 + row * 173) % 1920}" y2="${y + 38}" />`,
    ).join('');
    return `<line x1="0" y1="${y}" x2="1920" y2="${y}"/>${seams}`;
  }).join('');
  const books = [
    [1640, 250, 22, 50, '#1a4675'],
    [1664, 240, 18, 60, '#c2410c'],
    [1684, 256, 24, 44, '#e7dcc8'],
    [1710, 246, 16, 54, '#0c2340'],
    [1652, 410, 20, 50, '#7c5a3c'],
    [1674, 404, 26, 56, '#c3d5ea'],
    [1702, 418, 18, 42, '#1a4675'],
  ]
    .map(([x, y, bw, bh, c]) => `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="2" fill="${c}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1920 1080" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe8dc"/><stop offset="1" stop-color="#ddd2c1"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b88a5c"/><stop offset="1" stop-color="#8f6440"/></linearGradient>
    <linearGradient id="slat" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#94643d"/><stop offset=".5" stop-color="#a8744a"/><stop offset="1" stop-color="#7d5232"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb9e0"/><stop offset="1" stop-color="#d9eef7"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#273449"/><stop offset=".55" stop-color="#0f172a"/><stop offset="1" stop-color="#111827"/></linearGradient>
    <linearGradient id="oak" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2c49d"/><stop offset="1" stop-color="#c79e72"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffd9a0" stop-opacity=".85"/><stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/></radialGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#wall)"/>
  <rect y="0" width="1920" height="34" fill="#f7f3ed"/><rect y="34" width="1920" height="8" fill="#e6dccd"/>
  <g>
    <rect x="130" y="170" width="470" height="560" rx="6" fill="#f8f5f0"/>
    <rect x="152" y="192" width="426" height="516" fill="url(#sky)"/>
    <circle cx="480" cy="290" r="46" fill="#fff7e0" opacity=".9"/>
    <g fill="#2f5d3a">
      <path d="M250 708 C 262 560 270 470 300 380 L 312 384 C 288 470 282 560 276 708 Z"/>
      <path d="M305 385 c -60 -40 -120 -30 -160 10 c 50 -20 110 -15 160 -2 Z"/><path d="M305 385 c 40 -60 110 -70 160 -40 c -60 0 -115 15 -158 48 Z"/>
      <path d="M305 385 c -20 -70 -80 -100 -130 -90 c 50 15 95 45 128 95 Z"/><path d="M305 385 c 70 -10 130 20 160 70 c -50 -35 -105 -55 -160 -62 Z"/>
      <path d="M420 708 C 430 610 440 560 458 500 L 468 503 C 452 565 446 615 442 708 Z" opacity=".8"/>
      <path d="M462 502 c -45 -25 -90 -15 -118 12 c 40 -12 80 -10 118 -6 Z" opacity=".8"/><path d="M462 502 c 35 -40 85 -45 118 -22 c -45 0 -85 10 -116 28 Z" opacity=".8"/>
    </g>
    <rect x="360" y="192" width="10" height="516" fill="#f8f5f0"/><rect x="152" y="446" width="426" height="10" fill="#f8f5f0"/>
    <rect x="116" y="728" width="498" height="18" rx="3" fill="#f8f5f0"/>
    <polygon points="152,708 578,708 900,1080 360,1080" fill="url(#beam)"/>
  </g>
  <rect x="866" y="40" width="710" height="800" fill="#4a2f1c"/>
  ${slats}
  <ellipse cx="1221" cy="430" rx="330" ry="210" fill="url(#glow)"/>
  <rect x="1006" y="300" width="430" height="250" rx="10" fill="#0b1220"/>
  <rect x="1014" y="308" width="414" height="234" rx="6" fill="url(#screen)"/>
  <path d="M1014 308 h200 l-120 234 h-80 z" fill="#fff" opacity=".05"/>
  <ellipse cx="1221" cy="745" rx="320" ry="18" fill="#000" opacity=".18"/>
  <rect x="926" y="640" width="590" height="86" rx="6" fill="url(#oak)"/>
  <rect x="926" y="640" width="590" height="10" rx="4" fill="#efd9ba"/>
  <g stroke="#a47b52" stroke-width="3"><line x1="1123" y1="656" x2="1123" y2="716"/><line x1="1320" y1="656" x2="1320" y2="716"/></g>
  <g fill="#8a6440"><rect x="1010" y="684" width="30" height="5" rx="2"/><rect x="1206" y="684" width="30" height="5" rx="2"/><rect x="1402" y="684" width="30" height="5" rx="2"/></g>
  <rect x="960" y="600" width="70" height="40" rx="4" fill="#f8f5f0"/><circle cx="1470" cy="616" r="22" fill="#e7dcc8"/><rect x="1462" y="560" width="16" height="40" rx="6" fill="#c3d5ea"/>
  <rect x="1620" y="300" width="250" height="14" rx="3" fill="#f8f5f0"/><rect x="1620" y="314" width="250" height="6" fill="#000" opacity=".08"/>
  <rect x="1620" y="460" width="250" height="14" rx="3" fill="#f8f5f0"/><rect x="1620" y="474" width="250" height="6" fill="#000" opacity=".08"/>
  ${books}
  <path d="M1790 300 c -6 -30 4 -50 18 -56 c 14 6 24 26 18 56 z" fill="#1a4675"/><circle cx="1800" cy="440" r="20" fill="#c2410c" opacity=".85"/>
  <rect y="840" width="1920" height="22" fill="#f8f5f0"/><rect y="862" width="1920" height="218" fill="url(#floor)"/>
  <g stroke="#7a532f" stroke-opacity=".45" stroke-width="2">${planks}</g>
  <g>
    <path d="M1700 760 c -80 -60 -90 -170 -40 -230 c 0 80 30 150 40 230 z" fill="#3f7a4d"/>
    <path d="M1712 760 c 50 -90 130 -120 180 -100 c -70 20 -130 60 -180 100 z" fill="#4f8f5c"/>
    <path d="M1706 760 c -10 -110 20 -200 80 -240 c -30 80 -50 160 -80 240 z" fill="#2f6b3f"/>
    <path d="M1704 762 c -70 -30 -130 -20 -170 10 c 60 -5 120 0 170 -10 z" fill="#4f8f5c"/>
    <path d="M1650 760 h110 l-14 92 h-82 z" fill="#f8f5f0"/><rect x="1646" y="752" width="118" height="14" rx="4" fill="#e6dccd"/>
  </g>
</svg>
`;
}
