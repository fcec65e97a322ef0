import { line } from './money';
import { named } from './names';
import type { AddonRequest, QuoteLine } from './types';

/**
 * Add-on lines, each saying what was counted: per-person add-ons give an adults line and a children line
 * (children pay `childPrice`, or the adult price when the add-on has none); per-night add-ons count
 * nights × units; per-unit add-ons count units. Lines of quantity 0 are left out.
 */
export const addonLines = (addons: readonly AddonRequest[]): QuoteLine[] =>
  addons.flatMap((a): QuoteLine[] => {
    switch (a.priceType) {
      case 'per-person':
        return [
          line('addon', ['addon_adults', { name: named(a.name, a.nameTranslations), count: a.adults }], a.adults, a.price),
          line('addon', ['addon_children', { name: named(a.name, a.nameTranslations), count: a.children }], a.children, a.childPrice ?? a.price),
        ].filter((l) => l.quantity > 0);
      case 'per-night':
        return a.nights * a.units > 0 ? [line('addon', ['addon_nights_units', { name: named(a.name, a.nameTranslations), nights: a.nights, units: a.units }], a.nights * a.units, a.price)] : [];
      case 'per-unit':
        return a.units > 0 ? [line('addon', ['addon_units', { name: named(a.name, a.nameTranslations), units: a.units }], a.units, a.price)] : [];
    }
  });
