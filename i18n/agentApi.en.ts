/** English messages of the agent portal's server endpoints (dashboard, events); spread into `app` as `app.agentApi.*`. */
export const enAgentApi = {
  agentApi: {
    events: {
      registration_not_found: 'You have no registration for this event that can be changed.',
    },
  },
} as const;
