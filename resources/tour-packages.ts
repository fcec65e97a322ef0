import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Sellable packages (e.g. 3D2N snorkelling package): stay, meals and transfers. */
export const tourPackages = defineResource({
  ...resourceMenu['tour-packages'],
  table: 'tour_packages',
  defaultSort: ['name', 'ASC'],
  ordered: [['validFrom', 'validTo']],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 120, list: true, search: true },
    code: { type: 'text', required: true, unique: true, maxLength: 16, pattern: '[A-Z0-9-]+', list: true, search: true },
    description: { type: 'longText', maxLength: 4000 },
    /** Nights of the stay: 2 for a 3D2N package. */
    nights: { type: 'integer', required: true, min: 1, max: 30, default: 2, list: true, filter: true },
    validFrom: { type: 'date' },
    validTo: { type: 'date' },
    deposit: { type: 'money', min: 0, default: 0 },
    maxPax: { type: 'integer', min: 1, max: 100 },
    includes: { type: 'multiSelect', choices: ['meals', 'boat-transfer', 'land-transfer', 'snorkelling', 'diving', 'island-hopping'] },
    roomTypeIds: { type: 'referenceArray', reference: 'room-types' },
    availableCount: { type: 'integer', min: 0, list: true },
    boughtCount: { type: 'integer', readOnly: true, default: 0, list: true },
    image: { type: 'image' },
    /** Sold as a promo package (to whom: `soldTo`): the buyer pays its deposit now and books it later. */
    promotion: { type: 'boolean', default: false, list: true, filter: true },
    /** Who may buy it as a promo package: agents (their portal), guests (the guest site), or both. */
    soldTo: { type: 'select', choices: ['agents', 'guests', 'all'], required: true, default: 'agents', filter: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
