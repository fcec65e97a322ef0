import type { DeepStrings } from './types';
import type { enAgentApi } from './agentApi.en';

export const myAgentApi: DeepStrings<typeof enAgentApi> = {
  agentApi: {
    events: {
      registration_not_found: 'Anda tiada pendaftaran untuk acara ini yang boleh diubah.',
    },
  },
};
