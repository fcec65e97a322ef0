import { ref, type DemoRecord } from './demoRef';

/** RM → sen. */
const rm = (ringgit: number) => Math.round(ringgit * 100);

/** Seasons of the demo resort: the east-coast monsoon is low season, the dry months high, year end peak. */
const SEASONS = [
  { key: 'low', name: 'Monsoon & low season', nameTranslations: { my: 'Musim tengkujuh & musim rendah', cn: '季风及淡季' }, startDate: '2026-11-01', endDate: '2027-02-28', factor: 1 },
  { key: 'high', name: 'Dry season', nameTranslations: { my: 'Musim kemarau', cn: '旱季' }, startDate: '2027-03-01', endDate: '2027-10-31', factor: 1.15 },
  { key: 'year-end', name: 'Year-end holidays', nameTranslations: { my: 'Cuti akhir tahun', cn: '年末假期' }, startDate: '2027-11-01', endDate: '2027-12-31', factor: 1.3 },
] as const;

/** Twin-sharing adult price per night by room type (RM), before the season and package extras. */
const ADULT_TWIN: Record<string, number> = { 'garden-chalet': 180, 'beach-chalet': 260, 'deluxe-sea': 220, 'family-sea': 240, 'sea-suite': 420 };
/** Occupancies sold per room type (family rooms take up to four). */
const OCCUPANCIES: Record<string, number[]> = { 'family-sea': [1, 2, 3, 4] };
/** Per-person multipliers: a single pays a supplement, extra sharers pay less. */
const OCCUPANCY_FACTOR: Record<number, number> = { 1: 1.6, 2: 1, 3: 0.85, 4: 0.75 };
const PAX_FACTOR = { adult: 1, child: 0.5, toddler: 0.2, infant: 0 } as const;

/** The demo packages, their room types and what their extras add per person per night (RM). */
const PACKAGES: { key: string; roomTypes: string[]; extra: number; deposit: number }[] = [
  { key: '2d1n-snorkel', roomTypes: ['garden-chalet', 'beach-chalet', 'deluxe-sea'], extra: 0, deposit: 100 },
  { key: '3d2n-escape', roomTypes: ['garden-chalet', 'beach-chalet', 'deluxe-sea', 'family-sea'], extra: 0, deposit: 200 },
  { key: '4d3n-explorer', roomTypes: ['beach-chalet', 'deluxe-sea', 'family-sea', 'sea-suite'], extra: 20, deposit: 300 },
  { key: '3d2n-fun-dive', roomTypes: ['garden-chalet', 'beach-chalet', 'deluxe-sea'], extra: 150, deposit: 300 },
  { key: '4d3n-open-water', roomTypes: ['garden-chalet', 'deluxe-sea'], extra: 260, deposit: 500 },
];

/** Each package's seasons. */
export const demoPeriods: DemoRecord[] = PACKAGES.flatMap((p) =>
  SEASONS.map((s) => ({
    key: `${p.key}:${s.key}`,
    values: { tourPackageId: ref('tour-packages', p.key), name: s.name, nameTranslations: s.nameTranslations, startDate: s.startDate, endDate: s.endDate, deposit: rm(p.deposit), active: true },
  })),
);

/** A rate for every package, season, room type, occupancy and pax type, rounded to whole ringgit. */
const standardRates: DemoRecord[] = PACKAGES.flatMap((p) =>
  SEASONS.flatMap((s) =>
    p.roomTypes.flatMap((roomType) =>
      (OCCUPANCIES[roomType] ?? [1, 2]).flatMap((occupancy) =>
        (Object.keys(PAX_FACTOR) as (keyof typeof PAX_FACTOR)[]).map((paxType) => ({
          key: `${p.key}:${s.key}:${roomType}:${occupancy}:${paxType}`,
          values: {
            periodId: ref('package-periods', `${p.key}:${s.key}`),
            roomTypeId: ref('room-types', roomType),
            occupancy,
            paxType,
            amount: rm(Math.round((ADULT_TWIN[roomType] * OCCUPANCY_FACTOR[occupancy] + p.extra) * s.factor * PAX_FACTOR[paxType])),
          },
        })),
      ),
    ),
  ),
);

/** The agent group of the two best sellers: gold travel agents book adults and children 10 % below the standard rate. */
const CONTRACTS = [{ category: 'ta-gold', packages: ['2d1n-snorkel', '3d2n-escape'], factor: 0.9 }];

const contractRates: DemoRecord[] = CONTRACTS.flatMap((contract) =>
  standardRates
    .filter((rate) => contract.packages.some((p) => rate.key.startsWith(`${p}:`)) && ['adult', 'child'].includes(rate.values.paxType as string))
    .map((rate) => ({
      key: `${rate.key}:${contract.category}`,
      values: { ...rate.values, amount: Math.round(((rate.values.amount as number) * contract.factor) / 100) * 100, agentCategoryId: ref('agent-categories', contract.category) },
    })),
);

export const demoRates: DemoRecord[] = [...standardRates, ...contractRates];
