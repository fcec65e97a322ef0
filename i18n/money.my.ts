import type { DeepStrings } from './types';
import type { enMoney } from './money.en';

export const myMoney: DeepStrings<typeof enMoney> = {
  money: {},
};
