import type { AgentBanner } from '../../../server/app/agent/banners.service';
import { request } from '../../shared/request';

export type { AgentBanner };

/** `GET /api/agent/agent-banner`: the agent's referral link and the resort's active banners. */
export interface AgentBanners {
  referralCode: string | null;
  link: string | null;
  banners: AgentBanner[];
}

const agent = 'agent' as const;

/** My Promotional Banner's calls (spec `/api/agent-banner`: GET, POST, PUT with `?_id=`). */
export const bannersApi = {
  list: () => request<AgentBanners>({ path: '/agent-banner', target: agent }),
  /** Writes the agent's headline: the first one by POST, a rewrite by PUT on its row. */
  saveHeadline: (banner: AgentBanner, headline: string) =>
    banner.agentBannerId
      ? request<AgentBanner>({ method: 'PUT', path: `/agent-banner?_id=${encodeURIComponent(banner.agentBannerId)}`, target: agent, payload: { headline } })
      : request<AgentBanner>({ method: 'POST', path: '/agent-banner', target: agent, payload: { bannerId: banner.bannerId, headline } }),
};

export const bannerKeys = { list: ['agent', 'agent-banner'] } as const;

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML an agent pastes into its own website: the artwork at its size, linked to the agent's referral link. */
export const embedSnippet = (banner: Pick<AgentBanner, 'imageUrl' | 'width' | 'height' | 'headline'>, link: string) =>
  `<a href="${escapeAttribute(link)}" target="_blank" rel="noopener"><img src="${escapeAttribute(banner.imageUrl)}" width="${banner.width}" height="${banner.height}" ` +
  `alt="${escapeAttribute(banner.headline)}" title="${escapeAttribute(banner.headline)}" style="max-width:100%;height:auto;border:0"></a>`;
