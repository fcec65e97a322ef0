import type { DeepStrings } from './types';
import type { enMoney } from './money.en';

export const cnMoney: DeepStrings<typeof enMoney> = {
  money: {},
};
