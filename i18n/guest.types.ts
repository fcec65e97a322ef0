import type { enGuest } from './guest.en';
import type { DeepStrings } from './types';

/** The guest site's messages: a translation has every key the English one has. */
export type GuestMessages = DeepStrings<typeof enGuest>;
