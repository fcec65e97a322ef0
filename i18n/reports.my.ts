import type { enReports } from './reports.en';
import type { DeepStrings } from './types';

export const myReports: DeepStrings<typeof enReports> = {
  reports: {
    title: 'Laporan',
  },
};
