import type { AgentAddonPrice } from '../../../server/app/agent/addonPrices.service';
import { request } from '../../shared/request';

export type { AgentAddonPrice };

const agent = 'agent' as const;

/** My Addons' calls to `/api/agent`. */
export const addonsApi = {
  list: async () => (await request<{ addons: AgentAddonPrice[] }>({ path: '/addon-prices', target: agent })).addons,
  /** Sets the agent's selling prices of one add-on (sen). */
  save: (addonId: string, prices: { sellingPrice: number; childSellingPrice: number | null }) =>
    request<AgentAddonPrice>({ method: 'PUT', path: `/addon-prices/${encodeURIComponent(addonId)}`, target: agent, payload: prices }),
};

export const addonKeys = { list: ['agent', 'addon-prices'] } as const;
