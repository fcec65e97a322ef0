/** Shapes the demo photos are drawn from (palms, fish, corals, divers, clouds), each at any position and scale. */

/** Every photo is 1200 × 800 (3:2), the ratio cameras give. */
export const W = 1200;
export const H = 800;

/** A coordinate rounded to a tenth of a pixel, to keep the SVG short. */
export const r = (v: number) => Math.round(v * 10) / 10;
/** A deterministic spread of values in [0, 1), so a remade photo is the same picture. */
export const spread = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

/** A linear gradient (top to bottom unless told) from `[offset, colour, opacity?]` stops. */
export const linear = (id: string, stops: [number, string, number?][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('') +
  `</linearGradient>`;
/** A radial gradient from `[offset, colour, opacity?]` stops. */
export const radial = (id: string, stops: [number, string, number?][]) =>
  `<radialGradient id="${id}">` + stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('') + `</radialGradient>`;

/** A soft cloud of overlapping ellipses. */
export const cloud = (x: number, y: number, s: number, color = '#ffffff', opacity = 0.9) =>
  `<g fill="${color}" opacity="${opacity}">` +
  `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(70 * s)}" ry="${r(22 * s)}"/>` +
  `<ellipse cx="${r(x - 30 * s)}" cy="${r(y - 14 * s)}" rx="${r(34 * s)}" ry="${r(24 * s)}"/>` +
  `<ellipse cx="${r(x + 18 * s)}" cy="${r(y - 22 * s)}" rx="${r(40 * s)}" ry="${r(30 * s)}"/>` +
  `</g>`;

/** A coconut palm: a curved, banded trunk and leaf-shaped fronds. */
export const palm = (x: number, base: number, height: number, lean: number, trunk: string, leaf: string, leafDark: string) => {
  const tx = x + lean;
  const ty = base - height;
  const w = height * 0.045;
  const body = `<path d="M${r(x - w)} ${r(base)} Q${r(x + lean * 0.15 - w)} ${r(base - height * 0.55)} ${r(tx - w * 0.5)} ${r(ty)} L${r(tx + w * 0.5)} ${r(ty)} Q${r(x + lean * 0.15 + w)} ${r(base - height * 0.55)} ${r(x + w)} ${r(base)} Z" fill="${trunk}"/>`;
  const bands = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 1) / 10;
    const bx = x + (lean * 0.15) * 2 * t * (1 - t) + lean * t * t;
    const by = base - height * t;
    return `<path d="M${r(bx - w * (1 - t * 0.5))} ${r(by)} q${r(w)} ${r(w * 0.5)} ${r(w * 2 * (1 - t * 0.5))} 0" stroke="#000" stroke-opacity="0.18" stroke-width="${r(w * 0.25)}" fill="none"/>`;
  }).join('');
  const fronds = [-170, -135, -100, -65, -30, 5, 30, 160].map((deg, i) => {
    const a = (deg * Math.PI) / 180;
    const len = height * (0.42 + spread(i, deg) * 0.12);
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.55 + len * 0.32;
    const mx = tx + Math.cos(a) * len * 0.55;
    const my = ty + Math.sin(a) * len * 0.55 - len * 0.12;
    const nx = -Math.sin(a) * len * 0.09;
    const ny = Math.cos(a) * len * 0.09;
    return `<path d="M${r(tx)} ${r(ty)} Q${r(mx + nx)} ${r(my + ny)} ${r(ex)} ${r(ey)} Q${r(mx - nx)} ${r(my - ny)} ${r(tx)} ${r(ty)} Z" fill="${i % 2 ? leaf : leafDark}"/>`;
  }).join('');
  const nuts = `<g fill="#5a3d1e"><circle cx="${r(tx - w * 0.6)}" cy="${r(ty + w)}" r="${r(w * 0.7)}"/><circle cx="${r(tx + w * 0.6)}" cy="${r(ty + w * 1.2)}" r="${r(w * 0.7)}"/></g>`;
  return body + bands + fronds + nuts;
};

/** A reef fish with two stripes, facing left (or right when `flip`). */
export const fish = (x: number, y: number, s: number, body: string, stripe = '#ffffff', flip = false) =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${r(flip ? -s : s)} ${r(s)})">` +
  `<path d="M-22 0 C-12 -14 12 -14 22 0 C12 14 -12 14 -22 0 Z" fill="${body}"/>` +
  `<path d="M20 0 L34 -11 L31 0 L34 11 Z" fill="${body}"/>` +
  `<path d="M-5 -11 C-1 -3 -1 3 -5 11" stroke="${stripe}" stroke-width="3.5" fill="none" opacity="0.9"/>` +
  `<path d="M7 -9 C10 -3 10 3 7 9" stroke="${stripe}" stroke-width="2.6" fill="none" opacity="0.75"/>` +
  `<circle cx="-14" cy="-2.5" r="2.6" fill="#14202c"/>` +
  `</g>`;

/** A branching coral of round-ended strokes. */
export const branchCoral = (x: number, base: number, s: number, color: string) => {
  const branch = (dx: number, top: number) => `M${r(x)} ${r(base)} Q${r(x + dx * 0.3)} ${r(base - top * 0.5)} ${r(x + dx)} ${r(base - top)}`;
  const d = [branch(0, 90 * s), branch(-34 * s, 66 * s), branch(30 * s, 74 * s), branch(-14 * s, 104 * s), branch(52 * s, 48 * s), branch(-52 * s, 40 * s)].join(' ');
  return `<path d="${d}" stroke="${color}" stroke-width="${r(12 * s)}" stroke-linecap="round" fill="none"/>`;
};

/** A sea fan with its ribs. */
export const fanCoral = (x: number, base: number, s: number, color: string) =>
  `<path d="M${r(x)} ${r(base)} C${r(x - 80 * s)} ${r(base - 40 * s)} ${r(x - 90 * s)} ${r(base - 150 * s)} ${r(x - 20 * s)} ${r(base - 160 * s)} C${r(x + 30 * s)} ${r(base - 170 * s)} ${r(x + 95 * s)} ${r(base - 120 * s)} ${r(x)} ${r(base)} Z" fill="${color}" opacity="0.9"/>` +
  Array.from({ length: 5 }, (_, i) => `<path d="M${r(x)} ${r(base)} L${r(x - 60 * s + i * 30 * s)} ${r(base - 135 * s)}" stroke="#000" stroke-opacity="0.15" stroke-width="${r(3 * s)}"/>`).join('');

/** A brain coral: a dome with rings. */
export const brainCoral = (x: number, y: number, s: number, color: string) =>
  `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(70 * s)}" ry="${r(42 * s)}" fill="${color}"/>` +
  [0.75, 0.5, 0.25].map((k) => `<ellipse cx="${r(x)}" cy="${r(y + 4 * s)}" rx="${r(70 * s * k)}" ry="${r(42 * s * k)}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="${r(4 * s)}"/>`).join('');

/** A waving strand of seaweed. */
export const seaweed = (x: number, base: number, height: number, color: string) =>
  `<path d="M${r(x)} ${r(base)} C${r(x - 18)} ${r(base - height * 0.35)} ${r(x + 18)} ${r(base - height * 0.65)} ${r(x - 5)} ${r(base - height)}" stroke="${color}" stroke-width="8" stroke-linecap="round" fill="none"/>`;

/** Rising bubbles scattered over a box. */
export const bubbles = (count: number, x0: number, x1: number, y0: number, y1: number, size: number, salt: number) =>
  Array.from({ length: count }, (_, i) => {
    const rad = size * (0.4 + spread(i, salt + 2));
    return `<circle cx="${r(x0 + spread(i, salt) * (x1 - x0))}" cy="${r(y0 + spread(i, salt + 1) * (y1 - y0))}" r="${r(rad)}" fill="none" stroke="#ffffff" stroke-width="${r(Math.max(1.5, rad / 4))}" opacity="0.6"/>`;
  }).join('');

/** Sunlight shafts through the water. */
export const rays = (count: number, opacity: number) =>
  Array.from({ length: count }, (_, i) => {
    const x = W * (0.05 + i * (0.95 / count));
    const dx = W * 0.035;
    return `<polygon points="${r(x)},0 ${r(x + dx)},0 ${r(x + dx * 4)},${H * 0.9} ${r(x - dx * 1.5)},${H * 0.9}" fill="#ffffff" opacity="${r((opacity + (i % 3) * 0.02) * 100) / 100}"/>`;
  }).join('');

/** A scuba diver seen from the side, head left, with a yellow tank and fins. */
export const diver = (x: number, y: number, s: number, angle: number, suit = '#1a2740') =>
  `<g transform="translate(${r(x)} ${r(y)}) rotate(${angle}) scale(${r(s)})">` +
  `<rect x="-30" y="-30" width="58" height="16" rx="8" fill="#f6c13b"/>` +
  `<rect x="-36" y="-27" width="8" height="10" rx="3" fill="#9aa4ad"/>` +
  `<ellipse cx="0" cy="0" rx="44" ry="14" fill="${suit}"/>` +
  `<circle cx="-52" cy="-4" r="12" fill="${suit}"/>` +
  `<rect x="-62" y="-12" width="14" height="9" rx="3" fill="#7fd3f7" stroke="#0d1626" stroke-width="2"/>` +
  `<path d="M40 -4 L78 -16 L80 -8 L44 6 Z" fill="${suit}"/><path d="M40 6 L80 10 L78 18 L42 14 Z" fill="${suit}"/>` +
  `<path d="M76 -20 L104 -32 L108 -10 L80 -4 Z" fill="#ff6b4a"/><path d="M78 6 L108 4 L106 26 L78 20 Z" fill="#ff6b4a"/>` +
  `<path d="M-24 6 L-50 26 L-44 30 L-18 12 Z" fill="${suit}"/>` +
  `</g>`;

/** A green turtle seen from above, head right. */
export const turtle = (x: number, y: number, s: number, angle: number) =>
  `<g transform="translate(${r(x)} ${r(y)}) rotate(${angle}) scale(${r(s)})">` +
  `<ellipse cx="-44" cy="-20" rx="24" ry="9" fill="#4d9a86" transform="rotate(-35 -44 -20)"/>` +
  `<ellipse cx="-44" cy="20" rx="22" ry="8" fill="#4d9a86" transform="rotate(35 -44 20)"/>` +
  `<ellipse cx="26" cy="-30" rx="32" ry="10" fill="#4d9a86" transform="rotate(30 26 -30)"/>` +
  `<ellipse cx="26" cy="30" rx="30" ry="9" fill="#4d9a86" transform="rotate(-30 26 30)"/>` +
  `<ellipse cx="60" cy="0" rx="17" ry="12" fill="#5fb19c"/>` +
  `<ellipse cx="0" cy="0" rx="50" ry="36" fill="#6b4f2a"/>` +
  `<path d="M-32 0 L-12 -20 L14 -20 L34 0 L14 20 L-12 20 Z" fill="#8d6d3e" stroke="#5a4220" stroke-width="3"/>` +
  `<circle cx="66" cy="-4" r="2.6" fill="#10201c"/>` +
  `</g>`;

/** A manta ray seen from below. */
export const manta = (x: number, y: number, s: number, color: string) =>
  `<g transform="translate(${r(x)} ${r(y)}) scale(${r(s)})" fill="${color}">` +
  `<path d="M0 -10 C20 -12 46 -30 72 -20 C50 -6 30 2 10 12 C5 26 -5 26 -10 12 C-30 2 -50 -6 -72 -20 C-46 -30 -20 -12 0 -10 Z"/>` +
  `<path d="M0 12 Q3 36 -8 54" stroke="${color}" stroke-width="3" fill="none"/>` +
  `</g>`;

/** Sun-glitter and swell lines on open water. */
export const swell = (y0: number, y1: number, count: number, color: string, opacity: number, salt: number) =>
  Array.from({ length: count }, (_, i) => {
    const y = y0 + (y1 - y0) * (i / count) + spread(i, salt) * 6;
    const x = spread(i, salt + 1) * W;
    const len = 30 + ((y - y0) / (y1 - y0)) * 90 * (0.5 + spread(i, salt + 2));
    return `<rect x="${r(x)}" y="${r(y)}" width="${r(len)}" height="${r(2 + ((y - y0) / (y1 - y0)) * 3)}" rx="2" fill="${color}" opacity="${opacity}"/>`;
  }).join('');

/** An island on the horizon: a green hump with a few palms. */
export const island = (x: number, horizon: number, width: number, height: number, color: string, palms: number) =>
  `<path d="M${r(x - width / 2)} ${r(horizon)} C${r(x - width * 0.3)} ${r(horizon - height)} ${r(x + width * 0.25)} ${r(horizon - height * 1.05)} ${r(x + width / 2)} ${r(horizon)} Z" fill="${color}"/>` +
  Array.from({ length: palms }, (_, i) => palm(x - width * 0.25 + i * (width * 0.5) / Math.max(1, palms - 1), horizon - height * 0.7, height * 0.9, (i % 2 ? 1 : -1) * height * 0.15, color, color, color)).join('');
