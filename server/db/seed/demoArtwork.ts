/**
 * The demo resort's banner artwork, drawn as SVG at the size a banner record names. Each scene is laid
 * out relative to the canvas, so it holds at any size; words stay off the picture (apart from the
 * resort's name) because the agent's headline is printed over it.
 */

export type BannerTheme = 'reef' | 'sunset' | 'dive';

const r = (v: number) => Math.round(v * 10) / 10;
/** A deterministic spread of values in [0, 1) so the demo art is the same at every seeding. */
const spread = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

/** The resort's name, the one piece of writing on the art. */
const brand = (x: number, y: number, size: number, anchor: 'start' | 'end' = 'start') =>
  `<g font-family="Helvetica, Arial, sans-serif" fill="#ffffff" text-anchor="${anchor}">` +
  `<text x="${r(x)}" y="${r(y)}" font-size="${r(size)}" font-weight="700" letter-spacing="${r(size * 0.18)}" opacity="0.95">PULAU DAMAI</text>` +
  `<text x="${r(x)}" y="${r(y + size * 1.05)}" font-size="${r(size * 0.55)}" letter-spacing="${r(size * 0.32)}" opacity="0.8">RESORT · TERENGGANU</text>` +
  `</g>`;

const fish = (x: number, y: number, s: number, color: string, flip = false) =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${flip ? -s : s} ${s})">` +
  `<path d="M-22 0 C-12 -13 12 -13 22 0 C12 13 -12 13 -22 0 Z" fill="${color}"/>` +
  `<path d="M20 0 L34 -10 L31 0 L34 10 Z" fill="${color}"/>` +
  `<path d="M-4 -10 C-1 -3 -1 3 -4 10" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.85"/>` +
  `<path d="M6 -9 C9 -3 9 3 6 9" stroke="#ffffff" stroke-width="2.4" fill="none" opacity="0.7"/>` +
  `<circle cx="-14" cy="-2.5" r="2.6" fill="#1b2a3a"/>` +
  `</g>`;

const bubbles = (count: number, x0: number, x1: number, y0: number, y1: number, size: number, salt: number) =>
  Array.from({ length: count }, (_, i) => {
    const x = x0 + spread(i, salt) * (x1 - x0);
    const y = y0 + spread(i, salt + 1) * (y1 - y0);
    const radius = size * (0.4 + spread(i, salt + 2));
    return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(radius)}" fill="none" stroke="#ffffff" stroke-width="${r(Math.max(1, radius / 4))}" opacity="0.55"/>`;
  }).join('');

const coral = (x: number, base: number, s: number, color: string) => {
  const branch = (dx: number, top: number) => `M${r(x)} ${r(base)} Q${r(x + dx * 0.3)} ${r(base - top * 0.5)} ${r(x + dx)} ${r(base - top)}`;
  const d = [branch(0, 70 * s), branch(-26 * s, 52 * s), branch(24 * s, 58 * s), branch(-12 * s, 80 * s), branch(40 * s, 38 * s)].join(' ');
  return `<path d="${d}" stroke="${color}" stroke-width="${r(9 * s)}" stroke-linecap="round" fill="none"/>`;
};

const seaweed = (x: number, base: number, height: number, color: string) =>
  `<path d="M${r(x)} ${r(base)} C${r(x - 14)} ${r(base - height * 0.35)} ${r(x + 14)} ${r(base - height * 0.65)} ${r(x - 4)} ${r(base - height)}" stroke="${color}" stroke-width="6" stroke-linecap="round" fill="none"/>`;

const turtle = (x: number, y: number, s: number) =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${s}) rotate(-12)">` +
  `<ellipse cx="-44" cy="-18" rx="22" ry="8" fill="#3f8f7f" transform="rotate(-35 -44 -18)"/>` +
  `<ellipse cx="-44" cy="18" rx="20" ry="7" fill="#3f8f7f" transform="rotate(35 -44 18)"/>` +
  `<ellipse cx="26" cy="-26" rx="26" ry="9" fill="#3f8f7f" transform="rotate(30 26 -26)"/>` +
  `<ellipse cx="26" cy="26" rx="24" ry="8" fill="#3f8f7f" transform="rotate(-30 26 26)"/>` +
  `<ellipse cx="56" cy="0" rx="15" ry="11" fill="#4fa392"/>` +
  `<ellipse cx="0" cy="0" rx="48" ry="34" fill="#6b4f2a"/>` +
  `<path d="M-30 0 L-10 -18 L14 -18 L32 0 L14 18 L-10 18 Z" fill="#8a6a3c" stroke="#5a4220" stroke-width="3"/>` +
  `<circle cx="62" cy="-4" r="2.4" fill="#10201c"/>` +
  `</g>`;

/** An underwater reef: light rays, corals on the sand, a school of fish, a turtle and bubbles. */
const reef = (w: number, h: number) => {
  const s = Math.min(w / 1200, h / 628) * 1.6;
  const floor = h * 0.8;
  const rays = Array.from({ length: 6 }, (_, i) => {
    const x = w * (0.08 + i * 0.17);
    const dx = w * 0.03;
    return `<polygon points="${r(x)},0 ${r(x + dx)},0 ${r(x + dx * 4)},${r(h * 0.85)} ${r(x - dx * 1.5)},${r(h * 0.85)}" fill="#ffffff" opacity="${0.05 + (i % 3) * 0.025}"/>`;
  }).join('');
  const corals = [
    coral(w * 0.08, floor + h * 0.06, s, '#ff6f61'),
    coral(w * 0.2, floor + h * 0.1, s * 0.8, '#f6a623'),
    coral(w * 0.68, floor + h * 0.08, s * 0.9, '#c86dd7'),
    coral(w * 0.86, floor + h * 0.05, s * 1.1, '#ff8a80'),
    coral(w * 0.95, floor + h * 0.12, s * 0.7, '#ffd166'),
  ].join('');
  const weeds = [0.13, 0.16, 0.6, 0.63, 0.78].map((x, i) => seaweed(w * x, floor + h * 0.1, h * (0.18 + spread(i, 3) * 0.12), i % 2 ? '#2e9e6b' : '#3fbf7f')).join('');
  const school = Array.from({ length: 9 }, (_, i) =>
    fish(w * (0.42 + spread(i, 5) * 0.3), h * (0.22 + spread(i, 6) * 0.3), s * (0.55 + spread(i, 7) * 0.35), i % 3 === 0 ? '#ffd166' : '#ff9f43', false),
  ).join('');
  const strays = [fish(w * 0.12, h * 0.42, s * 0.8, '#4dd0e1', true), fish(w * 0.9, h * 0.36, s * 0.7, '#ffd166', false)].join('');
  return (
    `<defs>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6ee7e0"/><stop offset="0.45" stop-color="#1fa2c9"/><stop offset="1" stop-color="#0b3f6b"/></linearGradient>` +
    `<linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6dfa8"/><stop offset="1" stop-color="#d7b06a"/></linearGradient>` +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#water)"/>` +
    rays +
    `<path d="M0 ${r(floor)} C${r(w * 0.25)} ${r(floor - h * 0.06)} ${r(w * 0.5)} ${r(floor + h * 0.07)} ${r(w * 0.75)} ${r(floor)} S${r(w)} ${r(floor - h * 0.02)} ${r(w)} ${r(floor)} V${h} H0 Z" fill="url(#sand)"/>` +
    weeds +
    corals +
    turtle(w * 0.26, h * 0.55, s * 0.75) +
    school +
    strays +
    bubbles(18, w * 0.2, w * 0.95, h * 0.05, h * 0.7, 5 * s, 11) +
    brand(w * 0.04, h * 0.11, Math.max(10, h * 0.05))
  );
};

const palm = (x: number, base: number, height: number, lean: number, color: string) => {
  const topX = x + lean;
  const topY = base - height;
  const trunk = `<path d="M${r(x)} ${r(base)} Q${r(x + lean * 0.2)} ${r(base - height * 0.6)} ${r(topX)} ${r(topY)}" stroke="${color}" stroke-width="${r(height * 0.06)}" stroke-linecap="round" fill="none"/>`;
  const fronds = [-150, -110, -70, -30, 10, 40].map((angle) => {
    const rad = (angle * Math.PI) / 180;
    const len = height * 0.45;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.25;
    const cx = topX + Math.cos(rad) * len * 0.5;
    const cy = topY + Math.sin(rad) * len * 0.5 - len * 0.15;
    return `<path d="M${r(topX)} ${r(topY)} Q${r(cx)} ${r(cy)} ${r(ex)} ${r(ey)}" stroke="${color}" stroke-width="${r(height * 0.05)}" stroke-linecap="round" fill="none"/>`;
  });
  return trunk + fronds.join('');
};

/** A sunset over the sea: a glowing sun and its path on the water, a palm island and a chalet on stilts. */
const sunset = (w: number, h: number) => {
  const horizon = h * 0.62;
  const sunX = w * 0.62;
  const sunR = Math.min(w, h) * 0.15;
  const path = Array.from({ length: 7 }, (_, i) => {
    const y = horizon + (i + 1) * (h - horizon) * 0.12;
    const half = sunR * (1.1 - i * 0.12);
    return `<rect x="${r(sunX - half)}" y="${r(y)}" width="${r(half * 2)}" height="${r(Math.max(1.5, h * 0.012))}" rx="${r(h * 0.006)}" fill="#ffd98e" opacity="${r(0.8 - i * 0.09)}"/>`;
  }).join('');
  const silhouette = '#23183a';
  const island = `<path d="M0 ${r(horizon)} C${r(w * 0.08)} ${r(horizon - h * 0.09)} ${r(w * 0.26)} ${r(horizon - h * 0.1)} ${r(w * 0.42)} ${r(horizon)} Z" fill="${silhouette}"/>`;
  const chaletX = w * 0.82;
  const chaletW = w * 0.12;
  const deck = horizon + h * 0.05;
  const chalet =
    `<polygon points="${r(chaletX - chaletW * 0.6)},${r(deck - h * 0.09)} ${r(chaletX)},${r(deck - h * 0.17)} ${r(chaletX + chaletW * 0.6)},${r(deck - h * 0.09)}" fill="${silhouette}"/>` +
    `<rect x="${r(chaletX - chaletW * 0.45)}" y="${r(deck - h * 0.09)}" width="${r(chaletW * 0.9)}" height="${r(h * 0.08)}" fill="${silhouette}"/>` +
    `<rect x="${r(chaletX - chaletW * 0.12)}" y="${r(deck - h * 0.065)}" width="${r(chaletW * 0.2)}" height="${r(h * 0.035)}" fill="#ffb347" opacity="0.9"/>` +
    `<rect x="${r(chaletX - chaletW * 0.7)}" y="${r(deck - h * 0.012)}" width="${r(chaletW * 1.4)}" height="${r(h * 0.014)}" fill="${silhouette}"/>` +
    [-0.55, -0.2, 0.2, 0.55].map((f) => `<rect x="${r(chaletX + chaletW * f - 1.5)}" y="${r(deck)}" width="3" height="${r(h * 0.06)}" fill="${silhouette}"/>`).join('') +
    `<rect x="${r(chaletX - chaletW * 0.45)}" y="${r(deck + h * 0.07)}" width="${r(chaletW * 0.9)}" height="${r(h * 0.05)}" fill="${silhouette}" opacity="0.35"/>`;
  const birds = [0.4, 0.47, 0.53].map((f, i) => {
    const x = w * f;
    const y = h * (0.26 + i * 0.04);
    const span = w * 0.025;
    return `<path d="M${r(x - span)} ${r(y)} Q${r(x - span / 2)} ${r(y - span * 0.6)} ${r(x)} ${r(y)} Q${r(x + span / 2)} ${r(y - span * 0.6)} ${r(x + span)} ${r(y)}" stroke="${silhouette}" stroke-width="${r(Math.max(1.2, w * 0.005))}" fill="none"/>`;
  });
  return (
    `<defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#34306b"/><stop offset="0.45" stop-color="#ff6f61"/><stop offset="0.8" stop-color="#ffb347"/><stop offset="1" stop-color="#ffd98e"/></linearGradient>` +
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff9e6d"/><stop offset="0.35" stop-color="#6a3f6e"/><stop offset="1" stop-color="#1d1a42"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.6" stop-color="#ffe08a"/><stop offset="1" stop-color="#ffb347"/></radialGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff1c1" stop-opacity="0.7"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${w}" height="${r(horizon)}" fill="url(#sky)"/>` +
    `<circle cx="${r(sunX)}" cy="${r(horizon)}" r="${r(sunR * 2.6)}" fill="url(#glow)"/>` +
    `<circle cx="${r(sunX)}" cy="${r(horizon - sunR * 0.35)}" r="${r(sunR)}" fill="url(#sun)"/>` +
    `<rect y="${r(horizon)}" width="${w}" height="${r(h - horizon)}" fill="url(#sea)"/>` +
    path +
    island +
    palm(w * 0.13, horizon - h * 0.06, h * 0.34, w * 0.04, silhouette) +
    palm(w * 0.24, horizon - h * 0.07, h * 0.26, -w * 0.03, silhouette) +
    chalet +
    birds.join('') +
    brand(w * 0.94, h * 0.1, Math.max(9, h * 0.055), 'end')
  );
};

const diver = (x: number, y: number, s: number) =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${s}) rotate(-8)" fill="#08203f" opacity="0.88">` +
  `<ellipse cx="0" cy="0" rx="34" ry="9"/>` +
  `<rect x="-22" y="-16" width="30" height="9" rx="4.5"/>` +
  `<circle cx="-40" cy="-3" r="8"/>` +
  `<path d="M30 -3 L58 -14 L62 -6 L34 4 Z"/>` +
  `<path d="M30 3 L60 8 L58 16 L32 9 Z"/>` +
  `<path d="M-26 2 L-44 16 L-38 19 L-20 7 Z"/>` +
  `</g>`;

const manta = (x: number, y: number, s: number) =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${s})" fill="#0a2c55" opacity="0.75">` +
  `<path d="M0 -8 C18 -10 40 -26 62 -18 C44 -6 26 2 8 10 C4 22 -4 22 -8 10 C-26 2 -44 -6 -62 -18 C-40 -26 -18 -10 0 -8 Z"/>` +
  `<path d="M0 10 Q2 30 -6 44" stroke="#0a2c55" stroke-width="2.5" fill="none"/>` +
  `</g>`;

/** A leaderboard of the dive site: deep water lit from above, a manta ray, a diver and rising bubbles. */
const dive = (w: number, h: number) => {
  const s = h / 90;
  const waves = Array.from({ length: 4 }, (_, i) => {
    const y = h * (0.12 + i * 0.08);
    const amp = h * 0.03;
    const step = w / 8;
    let d = `M0 ${r(y)}`;
    for (let k = 0; k < 8; k++) d += ` Q${r(step * k + step / 2)} ${r(y + (k % 2 ? amp : -amp))} ${r(step * (k + 1))} ${r(y)}`;
    return `<path d="${d}" stroke="#ffffff" stroke-width="${r(1.2 * s)}" fill="none" opacity="${0.16 - i * 0.03}"/>`;
  }).join('');
  return (
    `<defs>` +
    `<linearGradient id="deep" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#071d45"/><stop offset="0.55" stop-color="#0f6fa8"/><stop offset="1" stop-color="#2cc3d9"/></linearGradient>` +
    `<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>` +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#deep)"/>` +
    `<rect width="${w}" height="${r(h * 0.45)}" fill="url(#light)"/>` +
    waves +
    manta(w * 0.42, h * 0.55, s * 0.7) +
    fish(w * 0.58, h * 0.62, s * 0.35, '#ffd166', true) +
    fish(w * 0.61, h * 0.45, s * 0.3, '#ff9f43', true) +
    fish(w * 0.63, h * 0.7, s * 0.28, '#ffd166', true) +
    diver(w * 0.82, h * 0.62, s * 0.75) +
    bubbles(10, w * 0.74, w * 0.79, h * 0.05, h * 0.5, 2.2 * s, 21) +
    brand(w * 0.03, h * 0.45, Math.max(9, h * 0.2))
  );
};

const SCENES: Record<BannerTheme, (w: number, h: number) => string> = { reef, sunset, dive };

/** A banner's artwork as an SVG document `width` × `height` pixels. */
export const bannerSvg = (theme: BannerTheme, width: number, height: number, title: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n` +
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
  `<title>${title.replace(/[<&>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</title>` +
  SCENES[theme](width, height) +
  `</svg>\n`;
