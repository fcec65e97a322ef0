import type { DeepStrings } from './types';
import type { enEmail } from './email.en';

export const myEmail: DeepStrings<typeof enEmail> = {
  email: {},
};
