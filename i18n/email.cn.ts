import type { DeepStrings } from './types';
import type { enEmail } from './email.en';

export const cnEmail: DeepStrings<typeof enEmail> = {
  email: {},
};
