import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Travel agents (type TA) and freelancers (type F): rows of the shared `users` table with kind `agent`. */
export const travelAgents = defineResource({
  ...resourceMenu.travelagent,
  table: 'users',
  scope: { kind: 'agent' },
  defaultSort: ['createdAt', 'DESC'],
  fields: {
    firstName: { type: 'text', required: true, maxLength: 60, list: true, search: true },
    lastName: { type: 'text', required: true, maxLength: 60, list: true, search: true },
    email: { type: 'email', required: true, unique: true, maxLength: 120, list: true, search: true },
    phone: { type: 'phone', required: true, maxLength: 20, list: true },
    password: { type: 'password', required: true },
    companyName: { type: 'text', maxLength: 120, list: true, search: true },
    agentType: { type: 'select', choices: ['TA', 'F'], required: true, list: true, filter: true },
    agentCategoryId: { type: 'reference', reference: 'agent-categories', list: true, filter: true },
    /** P pending review, A approved, R rejected (a rejected agent is signed out everywhere). */
    status: { type: 'select', choices: ['P', 'A', 'R'], required: true, default: 'P', list: true, filter: true },
    agencyRole: { type: 'select', choices: ['admin', 'editor', 'viewer'], required: true, default: 'admin' },
    licenseNumber: { type: 'text', maxLength: 40 },
    address: { type: 'text', maxLength: 200 },
    area: { type: 'text', maxLength: 80 },
    city: { type: 'text', maxLength: 80 },
    postcode: { type: 'text', maxLength: 12 },
    /** Chosen from Malaysia's states when the country is Malaysia (resources/malaysianStates.ts), typed elsewhere. */
    state: { type: 'text', maxLength: 80 },
    country: { type: 'country', maxLength: 80, filter: true },
    /** The dialling code of the agent's phone ('+60'). */
    countryCode: { type: 'dialCode', maxLength: 4 },
    referralCode: { type: 'text', readOnly: true, unique: true, list: true },
    /** The agent whose referral code this one registered with; earns referral commission on its bookings. */
    referredById: { type: 'reference', reference: 'travelagent', readOnly: true, filter: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
    lastLoginAt: { type: 'datetime', readOnly: true },
  },
});
