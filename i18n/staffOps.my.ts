import type { enStaffOps } from './staffOps.en';
import type { DeepStrings } from './types';

export const myStaffOps: DeepStrings<typeof enStaffOps> = {
  staffOps: {
    title: 'Kakitangan',
  },
};
