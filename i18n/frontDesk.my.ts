import type { enFrontDesk } from './frontDesk.en';
import type { DeepStrings } from './types';

export const myFrontDesk: DeepStrings<typeof enFrontDesk> = {
  frontDesk: {
    title: 'Kaunter hadapan',
  },
};
