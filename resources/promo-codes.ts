import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const promoCodes = defineResource({
  ...resourceMenu['promo-codes'],
  table: 'promo_codes',
  defaultSort: ['expiryDate', 'DESC'],
  ordered: [['bookingFrom', 'bookingTo'], ['checkInFrom', 'checkInTo']],
  fields: {
    /** Added in front of each generated code. */
    prefix: { type: 'text', maxLength: 10, pattern: '[A-Z0-9]*', search: true },
    code: { type: 'text', required: true, unique: true, maxLength: 30, pattern: '[A-Z0-9-]+', list: true, search: true },
    numberOfUses: { type: 'integer', required: true, min: 1, max: 10000, default: 1, list: true },
    usedCount: { type: 'integer', readOnly: true, default: 0, list: true },
    maxPax: { type: 'integer', min: 1, max: 100 },
    expiryDate: { type: 'date', required: true, list: true },
    bookingFrom: { type: 'date' },
    bookingTo: { type: 'date' },
    checkInFrom: { type: 'date' },
    checkInTo: { type: 'date' },
    excludedPeriods: { type: 'multiSelect', choices: ['weekends', 'peak', 'super-peak', 'custom'] },
    /** Which tab of My Vouchers it shows under: a package, free add-ons, or cash off. */
    voucherType: { type: 'select', choices: ['cash', 'addon', 'package'], required: true, default: 'cash', list: true, filter: true },
    /** What an agent or a guest pays to buy the code as a voucher; 0 = given away, not sold. */
    price: { type: 'money', min: 0, default: 0, list: true },
    /** Who may buy it as a voucher: agents (their portal), guests (the guest site), or both. */
    soldTo: { type: 'select', choices: ['agents', 'guests', 'all'], required: true, default: 'agents', list: true, filter: true },
    cashDiscount: { type: 'money', min: 0, default: 0, list: true },
    freeAddonIds: { type: 'referenceArray', reference: 'addon-sub-categories' },
    packageIds: { type: 'referenceArray', reference: 'tour-packages' },
    roomTypeIds: { type: 'referenceArray', reference: 'room-types' },
    isPublic: { type: 'boolean', default: false, filter: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
