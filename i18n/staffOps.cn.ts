import type { enStaffOps } from './staffOps.en';
import type { DeepStrings } from './types';

export const cnStaffOps: DeepStrings<typeof enStaffOps> = {
  staffOps: {
    title: '员工',
  },
};
