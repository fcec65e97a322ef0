import type { enDashboard } from './dashboard.en';
import type { DeepStrings } from './types';

export const cnDashboard: DeepStrings<typeof enDashboard> = {
  staffDashboard: {
    title: '仪表板',
  },
};
