/**
 * The demo resort's photos, drawn as flat SVG illustrations at 1200 × 800 (3:2) and rendered once to JPEG
 * by `generate.ts`. Only the JPEGs ship: uploads refuse SVG, so the demo stores what a staff upload could.
 * No writing on any picture, so a photo reads the same in every language.
 */

import { brainCoral, branchCoral, bubbles, cloud, diver, fanCoral, fish, H, island, linear, manta, palm, r, radial, rays, seaweed, spread, swell, turtle, W } from './shapes';

/** Sunset over the sea from the beach: palms framing a low sun, an island and its reflection. */
const islandSunset = () => {
  const horizon = H * 0.56;
  return (
    `<defs>${linear('sky', [[0, '#2d2a66'], [0.45, '#c4487a'], [0.75, '#ff8a5b'], [1, '#ffd28a']])}` +
    `${linear('sea', [[0, '#ffb27a'], [0.25, '#b0527a'], [1, '#2a2456']])}` +
    `${linear('sand', [[0, '#e0a46e'], [1, '#8a4f3a']])}` +
    `${radial('sun', [[0, '#fffbe8'], [0.6, '#ffe39a'], [1, '#ffb25c']])}${radial('glow', [[0, '#fff0c0', 0.75], [1, '#ff9a5c', 0]])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    cloud(260, 150, 1.8, '#ff9fa0', 0.45) + cloud(930, 110, 2.2, '#ffb0a0', 0.4) + cloud(700, 230, 1.2, '#ffc9a0', 0.5) +
    `<circle cx="${W * 0.58}" cy="${horizon}" r="300" fill="url(#glow)"/>` +
    `<circle cx="${W * 0.58}" cy="${horizon - 40}" r="95" fill="url(#sun)"/>` +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>` +
    Array.from({ length: 9 }, (_, i) => {
      const y = horizon + 10 + i * 20;
      const half = 110 - i * 8 + spread(i, 4) * 20;
      return `<rect x="${r(W * 0.58 - half)}" y="${y}" width="${r(half * 2)}" height="5" rx="2.5" fill="#ffe2a0" opacity="${r(0.85 - i * 0.08)}"/>`;
    }).join('') +
    island(W * 0.2, horizon + 2, 360, 46, '#3a2350', 3) +
    island(W * 0.88, horizon + 2, 200, 26, '#4a2a5a', 1) +
    swell(horizon + 30, H * 0.78, 40, '#ffd0a0', 0.25, 9) +
    `<path d="M0 ${H * 0.8} C${W * 0.3} ${H * 0.74} ${W * 0.6} ${H * 0.82} ${W} ${H * 0.76} V${H} H0 Z" fill="#fff1d6" opacity="0.35"/>` +
    `<path d="M0 ${H * 0.82} C${W * 0.3} ${H * 0.77} ${W * 0.6} ${H * 0.85} ${W} ${H * 0.79} V${H} H0 Z" fill="url(#sand)"/>` +
    palm(W * 0.08, H + 20, 640, 120, '#2a1630', '#2a1630', '#1f0f26') +
    palm(W * 0.93, H + 20, 540, -110, '#2a1630', '#2a1630', '#1f0f26') +
    [0.42, 0.47, 0.52].map((f, i) => `<path d="M${r(W * f - 16)} ${170 + i * 22} q8 -10 16 0 q8 -10 16 0" stroke="#2a1630" stroke-width="3.5" fill="none"/>`).join('')
  );
};

/** A speedboat crossing a turquoise sea with its wake, green islands behind. */
const boatTransfer = () => {
  const horizon = H * 0.42;
  const boat = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s}) rotate(-4)">` +
    `<path d="M-220 0 L200 0 Q250 -5 280 -40 L-200 -40 Q-230 -30 -220 0 Z" fill="#ffffff"/>` +
    `<path d="M-215 -8 L215 -8 Q240 -12 262 -30 L-205 -30 Z" fill="#1d74b8"/>` +
    `<path d="M-150 -40 L60 -40 L20 -110 L-120 -110 Z" fill="#f4f7fa"/>` +
    `<path d="M-108 -100 L14 -100 L44 -48 L-140 -48 Z" fill="#2b4b63" opacity="0.85"/>` +
    `<rect x="-170" y="-122" width="210" height="14" rx="6" fill="#e24b3c"/>` +
    [-120, -70, -20].map((cx) => `<circle cx="${cx}" cy="-60" r="11" fill="#ffcf9e"/>`).join('') +
    `</g>`;
  return (
    `<defs>${linear('sky', [[0, '#4aa3e8'], [1, '#bfe6fb']])}${linear('sea', [[0, '#1a8fb8'], [0.5, '#18b6c4'], [1, '#4fd8d0']])}</defs>` +
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>` +
    cloud(200, 120, 1.6) + cloud(620, 80, 1.2, '#ffffff', 0.8) + cloud(1020, 150, 1.9) +
    island(W * 0.25, horizon + 4, 520, 120, '#2f8a58', 4) +
    island(W * 0.72, horizon + 4, 340, 80, '#3aa167', 3) +
    island(W * 0.95, horizon + 4, 200, 40, '#5fb57c', 1) +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>` +
    swell(horizon + 10, H, 70, '#ffffff', 0.35, 2) +
    `<path d="M${W * 0.33} ${H * 0.72} C${W * 0.15} ${H * 0.78} ${W * 0.02} ${H * 0.92} -20 ${H} L-20 ${H * 0.9} C${W * 0.08} ${H * 0.8} ${W * 0.2} ${H * 0.74} ${W * 0.33} ${H * 0.7} Z" fill="#ffffff" opacity="0.75"/>` +
    `<path d="M${W * 0.33} ${H * 0.72} C${W * 0.25} ${H * 0.82} ${W * 0.22} ${H * 0.95} ${W * 0.2} ${H + 10} L${W * 0.12} ${H + 10} C${W * 0.16} ${H * 0.9} ${W * 0.24} ${H * 0.8} ${W * 0.33} ${H * 0.71} Z" fill="#ffffff" opacity="0.55"/>` +
    boat(W * 0.56, H * 0.72, 1.1) +
    `<path d="M${W * 0.33} ${H * 0.74} Q${W * 0.55} ${H * 0.79} ${W * 0.8} ${H * 0.7}" stroke="#ffffff" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.8"/>` +
    [0.6, 0.66].map((f) => `<path d="M${W * f} 180 q10 -12 20 0 q10 -12 20 0" stroke="#24506e" stroke-width="3" fill="none"/>`).join('')
  );
};

/** A coral reef with a diver gliding over it, a turtle and a school of fish. */
const reefDiver = () => {
  const floor = H * 0.78;
  return (
    `<defs>${linear('water', [[0, '#5fe0e6'], [0.45, '#1496c4'], [1, '#0a3a66']])}${linear('sand', [[0, '#f1d9a0'], [1, '#c49a5a']])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#water)"/>` +
    rays(7, 0.06) +
    `<path d="M0 ${floor} C${W * 0.25} ${floor - 40} ${W * 0.5} ${floor + 50} ${W * 0.75} ${floor} S${W} ${floor - 20} ${W} ${floor} V${H} H0 Z" fill="url(#sand)"/>` +
    fanCoral(W * 0.08, floor + 40, 1.4, '#c45ab8') +
    [0.14, 0.18, 0.55, 0.6, 0.82].map((x, i) => seaweed(W * x, floor + 70, 130 + spread(i, 3) * 90, i % 2 ? '#2e9e6b' : '#48c484')).join('') +
    branchCoral(W * 0.2, floor + 60, 1.3, '#ff6f61') +
    brainCoral(W * 0.36, floor + 55, 1.2, '#f2b24a') +
    branchCoral(W * 0.5, floor + 70, 1.0, '#ff9e80') +
    brainCoral(W * 0.68, floor + 62, 1.5, '#9c6ad6') +
    fanCoral(W * 0.8, floor + 60, 1.1, '#ff7a8a') +
    branchCoral(W * 0.92, floor + 50, 1.2, '#ffd166') +
    diver(W * 0.56, H * 0.4, 1.5, -8) +
    bubbles(14, W * 0.42, W * 0.48, 60, H * 0.34, 8, 11) +
    turtle(W * 0.22, H * 0.42, 1.0, -14) +
    Array.from({ length: 14 }, (_, i) => fish(W * (0.76 + spread(i, 5) * 0.2), H * (0.4 + spread(i, 6) * 0.24), 0.7 + spread(i, 7) * 0.4, i % 3 === 0 ? '#ffd166' : '#ff9f43', '#ffffff', true)).join('') +
    fish(W * 0.4, H * 0.6, 1.0, '#4dd0e1', '#0b5a72') + fish(W * 0.3, H * 0.66, 0.8, '#ffe14d', '#1b3a8a')
  );
};

/** Snorkelling in shallow water: a snorkeller at the surface above a bright reef. */
const snorkel = () => {
  const surface = H * 0.2;
  const floor = H * 0.8;
  const swimmer = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cx="0" cy="0" rx="95" ry="20" fill="#e86a4a"/>` +
    `<rect x="-40" y="-18" width="60" height="36" rx="14" fill="#2a5a9c"/>` +
    `<circle cx="-112" cy="-4" r="22" fill="#f0b68a"/>` +
    `<path d="M-130 -20 q18 -12 36 0 l0 10 h-36 Z" fill="#3a2a1a"/>` +
    `<rect x="-136" y="-8" width="22" height="14" rx="4" fill="#9fe6ff" stroke="#18304a" stroke-width="3"/>` +
    `<path d="M-106 -24 L-100 -64 L-92 -64" stroke="#ffd23f" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<path d="M-60 -10 L-120 20" stroke="#f0b68a" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M90 -6 L170 -24" stroke="#f0b68a" stroke-width="16" stroke-linecap="round"/><path d="M90 8 L172 18" stroke="#f0b68a" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M166 -30 L214 -44 L210 -12 Z" fill="#ffd23f"/><path d="M168 12 L216 12 L206 40 Z" fill="#ffd23f"/>` +
    `</g>`;
  return (
    `<defs>${linear('water', [[0, '#8ff0ea'], [0.5, '#2fc0d6'], [1, '#127aa8']])}${linear('sand', [[0, '#fbe9bd'], [1, '#e0bd7a']])}${linear('top', [[0, '#dffbff'], [1, '#8ff0ea']])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#water)"/>` +
    `<rect width="${W}" height="${surface}" fill="url(#top)"/>` +
    `<path d="M0 ${surface} ${Array.from({ length: 12 }, (_, i) => `Q${W * (i + 0.5) / 12} ${surface + (i % 2 ? 14 : -10)} ${W * (i + 1) / 12} ${surface}`).join(' ')}" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.85"/>` +
    Array.from({ length: 18 }, (_, i) => `<path d="M${r(spread(i, 30) * W)} ${r(surface + 40 + spread(i, 31) * H * 0.55)} q30 -10 60 0 q30 10 60 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.22"/>`).join('') +
    rays(8, 0.07) +
    `<path d="M0 ${floor} C${W * 0.3} ${floor - 50} ${W * 0.6} ${floor + 30} ${W} ${floor - 30} V${H} H0 Z" fill="url(#sand)"/>` +
    brainCoral(W * 0.12, floor + 40, 1.6, '#ff8a66') + branchCoral(W * 0.28, floor + 60, 1.2, '#ff5f8f') + fanCoral(W * 0.45, floor + 50, 1.0, '#a66be0') +
    brainCoral(W * 0.62, floor + 30, 1.2, '#ffd166') + branchCoral(W * 0.78, floor + 40, 1.4, '#ff7a59') + brainCoral(W * 0.93, floor + 30, 1.1, '#6bd4a8') +
    [0.05, 0.36, 0.7, 0.86].map((x, i) => seaweed(W * x, floor + 60, 100 + spread(i, 8) * 60, '#3fbf7f')).join('') +
    Array.from({ length: 10 }, (_, i) => fish(W * (0.15 + spread(i, 12) * 0.7), H * (0.5 + spread(i, 13) * 0.2), 0.8 + spread(i, 14) * 0.4, ['#ffe14d', '#4dd0e1', '#ff9f43'][i % 3], i % 3 === 1 ? '#0b5a72' : '#ffffff', i % 2 === 0)).join('') +
    swimmer(W * 0.52, surface + 34, 1.3) +
    bubbles(6, W * 0.36, W * 0.4, surface + 10, surface + 50, 5, 40)
  );
};

/** Open water training: a dive boat's hull at the surface, a descent line and two divers going down, a manta below. */
const openWater = () => {
  const surface = H * 0.1;
  return (
    `<defs>${linear('deep', [[0, '#3fc6e0'], [0.35, '#137fb5'], [1, '#05224a']])}${linear('top', [[0, '#c8f2ff'], [1, '#6fd6ef']])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#deep)"/>` +
    `<rect width="${W}" height="${surface}" fill="url(#top)"/>` +
    rays(6, 0.07) +
    `<path d="M${W * 0.1} ${surface} Q${W * 0.28} ${surface + 60} ${W * 0.46} ${surface} Z" fill="#0c2c44" opacity="0.85"/>` +
    `<path d="M${W * 0.4} ${surface + 12} L${W * 0.47} ${H * 0.95}" stroke="#f3e3b0" stroke-width="4" opacity="0.8"/>` +
    `<rect x="${W * 0.465 - 30}" y="${H * 0.95 - 12}" width="60" height="30" rx="6" fill="#e8d48a" opacity="0.8"/>` +
    diver(W * 0.5, H * 0.36, 1.3, 62, '#1b2a4a') +
    diver(W * 0.62, H * 0.58, 1.2, 48, '#233a2a') +
    bubbles(12, W * 0.44, W * 0.5, surface + 20, H * 0.3, 7, 50) +
    bubbles(10, W * 0.58, W * 0.63, surface + 40, H * 0.5, 6, 60) +
    manta(W * 0.22, H * 0.76, 2.6, '#0a2a52') +
    Array.from({ length: 22 }, (_, i) => fish(W * (0.72 + spread(i, 70) * 0.25), H * (0.22 + spread(i, 71) * 0.25), 0.45 + spread(i, 72) * 0.2, '#a8d8f0', '#4f8fb8', true)).join('') +
    `<path d="M0 ${H * 0.92} C${W * 0.3} ${H * 0.88} ${W * 0.7} ${H * 0.96} ${W} ${H * 0.9} V${H} H0 Z" fill="#0b2a3e"/>` +
    branchCoral(W * 0.82, H + 10, 1.2, '#2f5a6e') + fanCoral(W * 0.92, H + 10, 1.2, '#35627a')
  );
};

/** A timber chalet in a coconut garden: lawn, a stepping-stone path, flowers and palms. */
const gardenChalet = () => {
  const ground = H * 0.62;
  const cx = W * 0.5;
  const chalet =
    `<rect x="${cx - 220}" y="${ground + 20}" width="440" height="22" fill="#6d4a2b"/>` +
    [-200, -70, 70, 200].map((d) => `<rect x="${cx + d - 8}" y="${ground + 40}" width="16" height="40" fill="#5a3c22"/>`).join('') +
    `<rect x="${cx - 190}" y="${ground - 170}" width="380" height="192" fill="#b07a4a"/>` +
    Array.from({ length: 12 }, (_, i) => `<rect x="${cx - 190}" y="${ground - 170 + i * 16}" width="380" height="2" fill="#8a5a32" opacity="0.6"/>`).join('') +
    `<path d="M${cx - 260} ${ground - 160} L${cx} ${ground - 330} L${cx + 260} ${ground - 160} Z" fill="#7a3b26"/>` +
    `<path d="M${cx - 260} ${ground - 160} L${cx} ${ground - 330} L${cx + 260} ${ground - 160} L${cx + 240} ${ground - 146} L${cx} ${ground - 306} L${cx - 240} ${ground - 146} Z" fill="#5e2b1b"/>` +
    `<rect x="${cx - 40}" y="${ground - 120}" width="80" height="142" fill="#5a3c22"/><circle cx="${cx + 24}" cy="${ground - 46}" r="5" fill="#e2b26a"/>` +
    [-140, 80].map((d) => `<rect x="${cx + d}" y="${ground - 120}" width="62" height="62" fill="#ffe6a6" stroke="#6d4a2b" stroke-width="8"/><path d="M${cx + d + 31} ${ground - 120} v62 M${cx + d} ${ground - 89} h62" stroke="#6d4a2b" stroke-width="5"/>`).join('') +
    `<rect x="${cx - 60}" y="${ground + 42}" width="120" height="14" fill="#8a5a32"/><rect x="${cx - 50}" y="${ground + 56}" width="100" height="14" fill="#8a5a32"/>`;
  const flowers = Array.from({ length: 40 }, (_, i) => {
    const x = spread(i, 80) * W;
    const y = ground + 60 + spread(i, 81) * (H - ground - 70);
    if (Math.abs(x - cx) < 120 && y < ground + 140) return '';
    return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(6 + spread(i, 82) * 5)}" fill="${['#ff5f8f', '#ffd166', '#ffffff', '#ff8a3d'][i % 4]}"/>`;
  }).join('');
  return (
    `<defs>${linear('sky', [[0, '#6cc3f2'], [1, '#dff3fb']])}${linear('lawn', [[0, '#7cc85a'], [1, '#3f8f3a']])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    cloud(220, 110, 1.4) + cloud(900, 90, 1.8) +
    `<path d="M0 ${ground - 40} C${W * 0.2} ${ground - 110} ${W * 0.4} ${ground - 60} ${W * 0.55} ${ground - 90} S${W * 0.85} ${ground - 120} ${W} ${ground - 60} V${ground + 20} H0 Z" fill="#3d8f55"/>` +
    `<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#lawn)"/>` +
    palm(W * 0.1, ground + 30, 520, 60, '#8a6a42', '#3fa65a', '#2f8a48') +
    palm(W * 0.86, ground + 40, 560, -80, '#8a6a42', '#3fa65a', '#2f8a48') +
    palm(W * 0.72, ground - 10, 360, 40, '#8a6a42', '#52b86a', '#3a9a54') +
    chalet +
    [0, 1, 2, 3].map((i) => `<ellipse cx="${cx + i * 18 - 20}" cy="${ground + 100 + i * 50}" rx="${40 + i * 10}" ry="${12 + i * 3}" fill="#d8cdb4"/>`).join('') +
    `<ellipse cx="${W * 0.28}" cy="${ground + 40}" rx="90" ry="50" fill="#2f7a3a"/><ellipse cx="${W * 0.7}" cy="${ground + 50}" rx="80" ry="44" fill="#2f7a3a"/>` +
    flowers
  );
};

/** A beachfront chalet on stilts above the sand, a hammock between two palms, the sea behind. */
const beachChalet = () => {
  const horizon = H * 0.48;
  const beach = H * 0.66;
  const cx = W * 0.62;
  const chalet =
    [-150, -50, 50, 150].map((d) => `<rect x="${cx + d - 8}" y="${beach - 80}" width="16" height="110" fill="#5a3c22"/>`).join('') +
    `<rect x="${cx - 200}" y="${beach - 92}" width="400" height="18" fill="#7a5230"/>` +
    `<rect x="${cx - 200}" y="${beach - 140}" width="400" height="6" fill="#7a5230"/>` +
    Array.from({ length: 11 }, (_, i) => `<rect x="${cx - 200 + i * 39}" y="${beach - 140}" width="5" height="50" fill="#7a5230"/>`).join('') +
    `<rect x="${cx - 160}" y="${beach - 260}" width="320" height="170" fill="#c28a55"/>` +
    `<path d="M${cx - 230} ${beach - 240} L${cx} ${beach - 380} L${cx + 230} ${beach - 240} Z" fill="#c9a25c"/>` +
    Array.from({ length: 9 }, (_, i) => `<path d="M${cx - 230 + i * 57} ${beach - 240} l-6 14" stroke="#a88340" stroke-width="4"/>`).join('') +
    `<rect x="${cx - 35}" y="${beach - 220}" width="70" height="128" fill="#5a3c22"/>` +
    `<rect x="${cx - 130}" y="${beach - 215}" width="70" height="58" fill="#ffe6a6" stroke="#6d4a2b" stroke-width="7"/>` +
    `<rect x="${cx + 60}" y="${beach - 215}" width="70" height="58" fill="#ffe6a6" stroke="#6d4a2b" stroke-width="7"/>` +
    Array.from({ length: 5 }, (_, i) => `<rect x="${cx - 40}" y="${beach - 74 + i * 20}" width="80" height="8" fill="#7a5230"/>`).join('');
  const hx0 = W * 0.08;
  const hx1 = W * 0.3;
  const hy = beach + 30;
  return (
    `<defs>${linear('sky', [[0, '#3fa4ec'], [1, '#c9ecfb']])}${linear('sea', [[0, '#1b8ec2'], [0.6, '#27c2c9'], [1, '#7fe3d6']])}${linear('sand', [[0, '#fbe7bb'], [1, '#e6c384']])}</defs>` +
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>` +
    cloud(300, 120, 1.5) + cloud(760, 160, 1.1, '#ffffff', 0.8) + cloud(1050, 90, 1.6) +
    island(W * 0.85, horizon + 2, 260, 50, '#4b9a74', 2) +
    `<rect y="${horizon}" width="${W}" height="${beach - horizon + 10}" fill="url(#sea)"/>` +
    swell(horizon + 8, beach - 20, 40, '#ffffff', 0.4, 21) +
    `<path d="M0 ${beach - 10} C${W * 0.3} ${beach - 30} ${W * 0.6} ${beach + 10} ${W} ${beach - 20} V${beach + 6} C${W * 0.6} ${beach + 26} ${W * 0.3} ${beach - 12} 0 ${beach + 10} Z" fill="#ffffff" opacity="0.8"/>` +
    `<path d="M0 ${beach} C${W * 0.3} ${beach - 18} ${W * 0.6} ${beach + 20} ${W} ${beach - 10} V${H} H0 Z" fill="url(#sand)"/>` +
    chalet +
    palm(hx0, H + 10, 520, 40, '#8a6a42', '#3fa65a', '#2f8a48') +
    palm(hx1, H + 10, 470, -30, '#8a6a42', '#52b86a', '#3a9a54') +
    `<path d="M${hx0 + 18} ${hy} Q${(hx0 + hx1) / 2} ${hy + 120} ${hx1 - 14} ${hy}" stroke="#d9475a" stroke-width="26" fill="none"/>` +
    `<path d="M${hx0 + 18} ${hy} Q${(hx0 + hx1) / 2} ${hy + 120} ${hx1 - 14} ${hy}" stroke="#ffd166" stroke-width="8" stroke-dasharray="20 14" fill="none"/>` +
    Array.from({ length: 12 }, (_, i) => `<ellipse cx="${r(spread(i, 90) * W)}" cy="${r(beach + 60 + spread(i, 91) * (H - beach - 70))}" rx="${r(5 + spread(i, 92) * 6)}" ry="3" fill="#caa56a" opacity="0.6"/>`).join('')
  );
};

/** A bed seen from the foot, the pillow end against the wall. */
const bed = (x: number, floorY: number, width: number, linen: string, throwColor: string, headboard: string) =>
  `<rect x="${x - 12}" y="${floorY - 230}" width="${width + 24}" height="150" rx="14" fill="${headboard}"/>` +
  `<rect x="${x}" y="${floorY - 110}" width="${width}" height="90" rx="10" fill="${linen}"/>` +
  `<rect x="${x}" y="${floorY - 40}" width="${width}" height="30" fill="#d9d2c4"/>` +
  `<rect x="${x + 20}" y="${floorY - 140}" width="${width / 2 - 30}" height="44" rx="18" fill="#ffffff"/>` +
  `<rect x="${x + width / 2 + 10}" y="${floorY - 140}" width="${width / 2 - 30}" height="44" rx="18" fill="#ffffff"/>` +
  `<rect x="${x}" y="${floorY - 74}" width="${width}" height="34" fill="${throwColor}"/>` +
  `<rect x="${x + 6}" y="${floorY - 10}" width="14" height="14" fill="#5a3c22"/><rect x="${x + width - 20}" y="${floorY - 10}" width="14" height="14" fill="#5a3c22"/>`;

/** A window or open doors onto the sea, framed in timber. */
const seaWindow = (x: number, y: number, w: number, h: number, dusk: boolean) => {
  const horizon = y + h * 0.55;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${horizon - y}" fill="${dusk ? 'url(#winSkyDusk)' : 'url(#winSky)'}"/>` +
    `<rect x="${x}" y="${horizon}" width="${w}" height="${y + h - horizon}" fill="${dusk ? '#3f4f8a' : '#23a6c8'}"/>` +
    (dusk ? `<circle cx="${x + w * 0.7}" cy="${horizon - 10}" r="${w * 0.07}" fill="#ffd58a"/>` : cloud(x + w * 0.3, y + h * 0.18, w / 700, '#ffffff', 0.9)) +
    Array.from({ length: 10 }, (_, i) => `<rect x="${r(x + spread(i, 100 + w) * w * 0.9)}" y="${r(horizon + 10 + spread(i, 101) * (y + h - horizon - 20))}" width="${r(30 + spread(i, 102) * 50)}" height="3" rx="1.5" fill="#ffffff" opacity="0.35"/>`).join('') +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#8a5a32" stroke-width="16"/>` +
    `<rect x="${x + w / 2 - 6}" y="${y}" width="12" height="${h}" fill="#8a5a32"/>`
  );
};

const lamp = (x: number, top: number) =>
  `<rect x="${x - 40}" y="${top + 120}" width="80" height="90" fill="#8a5a32"/>` +
  `<rect x="${x - 4}" y="${top + 60}" width="8" height="60" fill="#5a3c22"/>` +
  `<path d="M${x - 36} ${top + 64} L${x - 24} ${top} L${x + 24} ${top} L${x + 36} ${top + 64} Z" fill="#fff0c8"/>` +
  `<circle cx="${x}" cy="${top + 40}" r="80" fill="#fff3c4" opacity="0.18"/>`;

/** The Deluxe Sea View room: a king bed facing wide balcony doors over the reef. */
const deluxeRoom = () => {
  const floor = H * 0.82;
  return (
    `<defs>${linear('wall', [[0, '#f4ead8'], [1, '#e6d6bc']])}${linear('floor', [[0, '#b98a5c'], [1, '#8f643e']])}${linear('winSky', [[0, '#5db6ee'], [1, '#d3f0fc']])}${linear('winSkyDusk', [[0, '#f29a6a'], [1, '#ffd9a0']])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="url(#floor)"/>` +
    Array.from({ length: 8 }, (_, i) => `<rect x="${i * 160}" y="${floor}" width="2" height="${H - floor}" fill="#6d4a2b" opacity="0.35"/>`).join('') +
    seaWindow(W * 0.52, H * 0.1, W * 0.42, floor - H * 0.1 - 6, false) +
    `<rect x="${W * 0.52}" y="${floor - 110}" width="${W * 0.42}" height="8" fill="#ffffff" opacity="0.8"/>` +
    Array.from({ length: 14 }, (_, i) => `<rect x="${W * 0.52 + 10 + i * 36}" y="${floor - 110}" width="5" height="104" fill="#ffffff" opacity="0.8"/>`).join('') +
    `<path d="M${W * 0.49} ${H * 0.06} Q${W * 0.52} ${H * 0.45} ${W * 0.5} ${floor} L${W * 0.46} ${floor} Q${W * 0.49} ${H * 0.45} ${W * 0.46} ${H * 0.06} Z" fill="#f6f1e6"/>` +
    `<rect x="${W * 0.44}" y="${H * 0.05}" width="${W * 0.54}" height="12" rx="6" fill="#8a5a32"/>` +
    bed(W * 0.05, floor + 4, 440, '#ffffff', '#1f8aa8', '#8a5a32') +
    `<path d="M${W * 0.1} ${H * 0.12} h260 v150 h-260 Z" fill="#1f8aa8" opacity="0.9"/><path d="M${W * 0.1} ${H * 0.24} q65 -40 130 0 t130 -10 v56 h-260 Z" fill="#ffd166" opacity="0.9"/>` +
    `<rect x="${W * 0.1}" y="${H * 0.12}" width="260" height="150" fill="none" stroke="#6d4a2b" stroke-width="10"/>` +
    lamp(W * 0.455 - 20, floor - 210) +
    `<ellipse cx="${W * 0.74}" cy="${H - 30}" rx="220" ry="26" fill="#d9c4a0" opacity="0.8"/>` +
    `<rect x="${W * 0.88}" y="${floor - 120}" width="18" height="120" fill="#5a3c22"/><ellipse cx="${W * 0.885 + 9}" cy="${floor - 160}" rx="60" ry="70" fill="#3f9a5a"/>`
  );
};

/** The Family Sea View room: a queen and a single bed, toys on the rug, a sea window. */
const familyRoom = () => {
  const floor = H * 0.8;
  return (
    `<defs>${linear('wall', [[0, '#e6f2f0'], [1, '#cfe3df']])}${linear('floor', [[0, '#c79a6a'], [1, '#9a6d44']])}${linear('winSky', [[0, '#5db6ee'], [1, '#d3f0fc']])}${linear('winSkyDusk', [[0, '#f29a6a'], [1, '#ffd9a0']])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    `<rect y="${floor}" width="${W}" height="${H - floor}" fill="url(#floor)"/>` +
    seaWindow(W * 0.36, H * 0.1, W * 0.3, H * 0.42, false) +
    `<rect x="${W * 0.34}" y="${H * 0.52}" width="${W * 0.34}" height="14" fill="#8a5a32"/>` +
    bed(W * 0.02, floor + 10, 380, '#ffffff', '#ff8a66', '#6d8f8a') +
    bed(W * 0.7, floor + 10, 250, '#ffffff', '#ffd166', '#6d8f8a') +
    lamp(W * 0.39, floor - 200) +
    `<ellipse cx="${W * 0.52}" cy="${H - 34}" rx="200" ry="28" fill="#f2c6a0"/>` +
    `<g transform="translate(${W * 0.5} ${H - 60})"><rect x="-40" y="-30" width="36" height="36" fill="#ff5f8f"/><rect x="0" y="-24" width="30" height="30" fill="#4dd0e1"/><rect x="-20" y="-60" width="30" height="30" fill="#ffd166"/><circle cx="70" cy="-10" r="22" fill="#ff8a3d"/><path d="M48 -10 h44 M70 -32 v44" stroke="#ffffff" stroke-width="4"/></g>` +
    [0, 1, 2].map((i) => `<path d="M${W * 0.74 + i * 70} ${H * 0.16} l24 40 l-48 0 Z" fill="${['#ff8a66', '#ffd166', '#4dd0e1'][i]}"/>`).join('') +
    `<path d="M${W * 0.72} ${H * 0.16} q110 20 220 0" stroke="#6d4a2b" stroke-width="3" fill="none"/>`
  );
};

/** The Premier Sea View Suite's wrap-around balcony at dusk: two loungers, a side table, the sea below. */
const suiteBalcony = () => {
  const rail = H * 0.56;
  const deck = H * 0.7;
  const lounger = (x: number, color: string) =>
    `<g transform="translate(${x} ${deck + 60})">` +
    `<path d="M-150 0 L90 0 L90 -26 L-150 -26 Z" fill="#6d4a2b"/>` +
    `<path d="M-146 -26 L40 -26 L40 -46 L-146 -46 Z" fill="${color}"/>` +
    `<path d="M40 -26 L110 -140 L132 -130 L66 -26 Z" fill="${color}"/>` +
    `<rect x="-140" y="0" width="12" height="40" fill="#5a3c22"/><rect x="72" y="0" width="12" height="40" fill="#5a3c22"/>` +
    `</g>`;
  return (
    `<defs>${linear('sky', [[0, '#2f3a7a'], [0.5, '#b85a8a'], [0.85, '#ff9a6a'], [1, '#ffd08a']])}${linear('sea', [[0, '#e8906a'], [0.3, '#7a4a7e'], [1, '#2a2d5e']])}${linear('deck', [[0, '#a87848'], [1, '#6d4a2b']])}${radial('glow', [[0, '#fff0c0', 0.7], [1, '#ff9a5c', 0]])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    cloud(300, 170, 2, '#ffb0b0', 0.35) + cloud(880, 120, 1.6, '#ffc0a8', 0.35) +
    `<circle cx="${W * 0.3}" cy="${H * 0.42}" r="220" fill="url(#glow)"/><circle cx="${W * 0.3}" cy="${H * 0.4}" r="60" fill="#ffe7a8"/>` +
    `<rect y="${H * 0.42}" width="${W}" height="${H * 0.58}" fill="url(#sea)"/>` +
    swell(H * 0.44, rail, 30, '#ffd0a0', 0.3, 33) +
    island(W * 0.78, H * 0.42 + 2, 300, 46, '#3a2350', 2) +
    palm(W * 0.06, rail + 40, 460, 60, '#2a1630', '#2a1630', '#1f0f26') +
    `<rect y="${rail}" width="${W}" height="12" fill="#e9e2d6"/>` +
    Array.from({ length: 30 }, (_, i) => `<rect x="${i * 42 + 10}" y="${rail + 12}" width="8" height="${deck - rail - 12}" fill="#e9e2d6"/>`).join('') +
    `<rect y="${deck}" width="${W}" height="${H - deck}" fill="url(#deck)"/>` +
    Array.from({ length: 6 }, (_, i) => `<rect y="${deck + 18 + i * 36}" width="${W}" height="3" fill="#4a301a" opacity="0.35"/>`).join('') +
    lounger(W * 0.32, '#f6f1e6') + lounger(W * 0.62, '#f6f1e6') +
    `<g transform="translate(${W * 0.84} ${deck + 40})"><ellipse cx="0" cy="0" rx="60" ry="14" fill="#5a3c22"/><rect x="-6" y="0" width="12" height="60" fill="#5a3c22"/>` +
    `<path d="M-26 -46 L-14 -46 L-17 -14 L-23 -14 Z" fill="#ffd8a8" opacity="0.9"/><rect x="-21" y="-14" width="2" height="14" fill="#ffffff"/>` +
    `<path d="M10 -46 L22 -46 L19 -14 L13 -14 Z" fill="#ff8a66" opacity="0.9"/><rect x="15" y="-14" width="2" height="14" fill="#ffffff"/></g>`
  );
};

/** A seafood dinner on the beach at dusk: a lantern-lit table, grilled fish and prawns, the sea behind. */
const beachDinner = () => {
  const horizon = H * 0.44;
  const table = H * 0.66;
  const lantern = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="70" fill="#ffd58a" opacity="0.18"/><rect x="${x - 14}" y="${y - 22}" width="28" height="40" rx="6" fill="#ffcf6a"/><rect x="${x - 16}" y="${y - 28}" width="32" height="8" fill="#5a3c22"/>`;
  const plate = (x: number, y: number, food: string) =>
    `<ellipse cx="${x}" cy="${y}" rx="90" ry="26" fill="#ffffff"/><ellipse cx="${x}" cy="${y}" rx="70" ry="18" fill="#f1ece2"/>${food}`;
  const fishGrill = (x: number, y: number) =>
    `<path d="M${x - 60} ${y} C${x - 30} ${y - 22} ${x + 30} ${y - 22} ${x + 50} ${y} C${x + 30} ${y + 20} ${x - 30} ${y + 20} ${x - 60} ${y} Z" fill="#c9772e"/><path d="M${x + 48} ${y} l22 -16 l-4 16 l4 16 Z" fill="#a85e22"/>` +
    [-30, -10, 10].map((d) => `<path d="M${x + d} ${y - 14} l12 28" stroke="#5a2e10" stroke-width="4"/>`).join('') +
    `<circle cx="${x - 44}" cy="${y - 4}" r="3" fill="#1a1a1a"/><path d="M${x - 70} ${y + 10} h16" stroke="#7bbf4a" stroke-width="6" stroke-linecap="round"/><circle cx="${x + 60}" cy="${y + 12}" r="9" fill="#b6e34a"/>`;
  const prawns = (x: number, y: number) =>
    [-36, 0, 36].map((d) => `<path d="M${x + d - 20} ${y + 4} q20 -34 40 0" stroke="#ff7043" stroke-width="12" stroke-linecap="round" fill="none"/>`).join('');
  return (
    `<defs>${linear('sky', [[0, '#1f2a5c'], [0.55, '#7a4a8e'], [1, '#f08a6a']])}${linear('sea', [[0, '#d0787a'], [0.4, '#4a3a78'], [1, '#1c1f48']])}${linear('sand', [[0, '#c89a72'], [1, '#6a4a3a']])}${linear('cloth', [[0, '#fbf6ec'], [1, '#e2d8c4']])}</defs>` +
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>` +
    Array.from({ length: 30 }, (_, i) => `<circle cx="${r(spread(i, 120) * W)}" cy="${r(spread(i, 121) * horizon * 0.5)}" r="${r(1 + spread(i, 122) * 1.5)}" fill="#ffffff" opacity="0.8"/>`).join('') +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>` +
    swell(horizon + 6, H * 0.58, 30, '#ffc0a0', 0.25, 44) +
    `<path d="M0 ${H * 0.56} C${W * 0.4} ${H * 0.52} ${W * 0.7} ${H * 0.6} ${W} ${H * 0.55} V${H} H0 Z" fill="url(#sand)"/>` +
    `<path d="M0 80 Q${W * 0.25} 150 ${W * 0.5} 90 T${W} 100" stroke="#2a1f2a" stroke-width="3" fill="none"/>` +
    [0.1, 0.22, 0.34, 0.46, 0.58, 0.7, 0.82, 0.94].map((f, i) => {
      const x = W * f;
      const y = 80 + Math.sin(f * Math.PI * 2) * 30 + 34 + (i % 2) * 10;
      return `<circle cx="${r(x)}" cy="${r(y)}" r="26" fill="#ffe08a" opacity="0.25"/><circle cx="${r(x)}" cy="${r(y)}" r="9" fill="#fff3c0"/>`;
    }).join('') +
    `<path d="M${W * 0.06} ${table} L${W * 0.94} ${table} L${W + 60} ${H} L${-60} ${H} Z" fill="url(#cloth)"/>` +
    `<path d="M${W * 0.06} ${table} L${W * 0.94} ${table}" stroke="#d8ccb4" stroke-width="4"/>` +
    lantern(W * 0.5, table + 20) +
    `<g transform="translate(${W * 0.28} ${H * 0.8}) scale(1.7) translate(${-W * 0.28} ${-H * 0.8})">${plate(W * 0.28, H * 0.8, fishGrill(W * 0.28, H * 0.8 - 6))}</g>` +
    `<g transform="translate(${W * 0.72} ${H * 0.8}) scale(1.7) translate(${-W * 0.72} ${-H * 0.8})">${plate(W * 0.72, H * 0.8, prawns(W * 0.72, H * 0.8 - 6))}</g>` +
    `<g transform="translate(${W * 0.5} ${H * 0.77})"><ellipse cx="0" cy="0" rx="70" ry="22" fill="#ffffff"/><ellipse cx="0" cy="-8" rx="50" ry="20" fill="#fbf7ee"/><circle cx="-14" cy="-14" r="6" fill="#ffffff"/><circle cx="10" cy="-16" r="6" fill="#ffffff"/></g>` +
    `<g transform="translate(${W * 0.9} ${H * 0.7})"><circle cx="0" cy="0" r="34" fill="#7a9a3a"/><ellipse cx="0" cy="-26" rx="18" ry="6" fill="#f4f0dc"/><path d="M6 -26 L30 -80" stroke="#ff5f8f" stroke-width="5"/></g>` +
    `<g transform="translate(${W * 0.46} ${H * 0.93})"><ellipse cx="0" cy="0" rx="50" ry="14" fill="#ffffff"/><path d="M-30 -4 l10 -20 h40 l10 20 Z" fill="#f6e9c8"/></g>` +
    [W * 0.08, W * 0.6].map((x) => `<path d="M${x - 16} ${H * 0.76} L${x + 16} ${H * 0.76} L${x + 8} ${H * 0.85} L${x - 8} ${H * 0.85} Z" fill="#ff9a6a" opacity="0.85"/><rect x="${x - 2}" y="${H * 0.85}" width="4" height="28" fill="#ffffff" opacity="0.8"/><ellipse cx="${x}" cy="${H * 0.885}" rx="18" ry="5" fill="#ffffff" opacity="0.8"/>`).join('') +
    palm(W * 0.97, H * 0.7, 420, -70, '#1f1630', '#1f1630', '#170f26')
  );
};

/** Every photo by its file name (without `.jpg`). */
export const SCENES: Record<string, () => string> = {
  'island-sunset': islandSunset,
  'boat-transfer': boatTransfer,
  'reef-diver': reefDiver,
  snorkel,
  'open-water': openWater,
  'garden-chalet': gardenChalet,
  'beach-chalet': beachChalet,
  'deluxe-room': deluxeRoom,
  'family-room': familyRoom,
  'suite-balcony': suiteBalcony,
  'beach-dinner': beachDinner,
};

/** One scene as a whole SVG document. */
export const sceneSvg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[name]()}</svg>`;
