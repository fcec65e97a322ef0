/** Guests by age band, as a booking, a transfer leg or the wizard's party holds them. */
export interface PaxCounts {
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
}

type Translate = (key: string, args?: Record<string, unknown>) => string;

const BANDS = ['adults', 'children', 'toddlers', 'infants'] as const;

/**
 * Who is coming, in the reader's language with each band's plural form, leaving out the bands with nobody:
 * `2 adults, 1 toddler` (never "0 children" or "1 toddlers"). Screens, invoices and e-mails word it alike.
 */
export const paxSummary = (pax: PaxCounts, t: Translate): string =>
  BANDS.filter((band) => pax[band] > 0)
    .map((band) => t(`app.counts.${band}`, { smart_count: pax[band] }))
    .join(t('app.list_separator'));
