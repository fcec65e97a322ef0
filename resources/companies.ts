import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Legal entities that operate the resort, its restaurants and issue invoices. */
export const companies = defineResource({
  ...resourceMenu.companies,
  table: 'companies',
  defaultSort: ['legalName', 'ASC'],
  fields: {
    legalName: { type: 'text', required: true, unique: true, maxLength: 150, list: true, search: true },
    /** SSM registration number. */
    registrationNo: { type: 'text', required: true, unique: true, maxLength: 30, pattern: '[A-Za-z0-9()-]+', list: true, search: true },
    /** SST registration number. */
    taxNo: { type: 'text', maxLength: 30, pattern: '[A-Za-z0-9-]+', list: true, search: true },
    address: { type: 'longText', maxLength: 500 },
    phone: { type: 'phone', maxLength: 20, list: true },
    email: { type: 'email', maxLength: 120, list: true, search: true },
    website: { type: 'url', maxLength: 200 },
    bankName: { type: 'text', maxLength: 80 },
    bankAccountName: { type: 'text', maxLength: 120 },
    bankAccountNo: { type: 'text', maxLength: 30, pattern: '[0-9-]+' },
    swiftCode: { type: 'text', maxLength: 11, pattern: '[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?' },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
