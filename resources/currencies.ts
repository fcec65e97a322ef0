import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Display currencies; MYR (RM) is the default with rates 1. */
export const currencies = defineResource({
  ...resourceMenu.currencies,
  table: 'currencies',
  defaultSort: ['code', 'ASC'],
  fields: {
    code: { type: 'text', required: true, unique: true, minLength: 3, maxLength: 3, pattern: '[A-Z]{3}', list: true, search: true },
    name: { type: 'text', required: true, maxLength: 60, list: true, search: true },
    symbolNative: { type: 'text', required: true, maxLength: 8, list: true },
    foreignConvRate: { type: 'decimal', required: true, min: 0, default: 1, list: true },
    myConvRate: { type: 'decimal', required: true, min: 0, default: 1, list: true },
    isDefault: { type: 'boolean', default: false, filter: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
