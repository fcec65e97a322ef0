import type { enFrontDesk } from './frontDesk.en';
import type { DeepStrings } from './types';

export const cnFrontDesk: DeepStrings<typeof enFrontDesk> = {
  frontDesk: {
    title: '前台',
  },
};
