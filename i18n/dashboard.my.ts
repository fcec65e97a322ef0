import type { enDashboard } from './dashboard.en';
import type { DeepStrings } from './types';

export const myDashboard: DeepStrings<typeof enDashboard> = {
  staffDashboard: {
    title: 'Papan pemuka',
  },
};
