import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Pick-up and drop-off points for transfers, and dive sites. */
export const locations = defineResource({
  ...resourceMenu.locations,
  table: 'locations',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 100, list: true, search: true },
    type: { type: 'select', choices: ['jetty', 'airport', 'hotel', 'town', 'resort', 'dive-site'], required: true, list: true, filter: true },
    isStartPoint: { type: 'boolean', default: false, list: true, filter: true },
    isEndPoint: { type: 'boolean', default: false, list: true, filter: true },
    address: { type: 'text', maxLength: 250, search: true },
    latitude: { type: 'decimal', min: -90, max: 90 },
    longitude: { type: 'decimal', min: -180, max: 180 },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
