import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/**
 * Documents the resort shares with agents: contract rate sheets, brochures, policies. A document is for
 * every agent, for one agent category, or for one agent; agents read theirs under Contract Rates and
 * Documents (`/documents`).
 */
export const agentDocuments = defineResource({
  ...resourceMenu['agent-documents'],
  table: 'agent_documents',
  defaultSort: ['title', 'ASC'],
  ordered: [['validFrom', 'validTo']],
  fields: {
    title: { type: 'text', required: true, maxLength: 160, list: true, search: true },
    kind: { type: 'select', choices: ['contract-rates', 'brochure', 'policy', 'other'], required: true, default: 'contract-rates', list: true, filter: true },
    description: { type: 'longText', maxLength: 2000 },
    /** An upload path (/uploads/…) of the PDF or image. */
    file: { type: 'file', required: true },
    /** Only agents of this category see it (none: every category). */
    agentCategoryId: { type: 'reference', reference: 'agent-categories', list: true, filter: true },
    /** Only this agent sees it (none: every agent the category allows). */
    agentId: { type: 'reference', reference: 'travelagent', filter: true },
    validFrom: { type: 'date', list: true },
    validTo: { type: 'date', list: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
