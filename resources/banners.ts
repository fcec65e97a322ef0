import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/**
 * Promotional banner artwork the resort publishes for agents. Each agent's "My Promotional Banner" page
 * shows the active ones carrying that agent's referral link, ready to share or embed.
 */
export const banners = defineResource({
  ...resourceMenu.banners,
  table: 'banners',
  defaultSort: ['priority', 'ASC'],
  fields: {
    title: { type: 'text', required: true, maxLength: 120, list: true, search: true },
    image: { type: 'image', required: true },
    /** The line printed on the banner unless the agent writes its own. */
    headline: { type: 'text', maxLength: 120 },
    /** Width × height in pixels, the usual web and social placements. */
    size: { type: 'select', choices: ['728x90', '300x250', '160x600', '1200x628', '1080x1080'], required: true, default: '300x250', list: true, filter: true },
    priority: { type: 'integer', min: 0, max: 1000, default: 0 },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
