import type { DeepStrings } from './types';
import type { enAgentApi } from './agentApi.en';

export const cnAgentApi: DeepStrings<typeof enAgentApi> = {
  agentApi: {
    events: {
      registration_not_found: '您在此活动中没有可修改的报名。',
    },
  },
};
