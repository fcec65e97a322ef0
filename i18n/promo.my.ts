import type { DeepStrings } from './types';
import type { enPromo } from './promo.en';

export const myPromo: DeepStrings<typeof enPromo> = {
  promo: {},
};
