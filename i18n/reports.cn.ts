import type { enReports } from './reports.en';
import type { DeepStrings } from './types';

export const cnReports: DeepStrings<typeof enReports> = {
  reports: {
    title: '报表',
  },
};
