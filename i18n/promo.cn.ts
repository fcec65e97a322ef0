import type { DeepStrings } from './types';
import type { enPromo } from './promo.en';

export const cnPromo: DeepStrings<typeof enPromo> = {
  promo: {},
};
