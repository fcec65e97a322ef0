import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const agentCategories = defineResource({
  ...resourceMenu['agent-categories'],
  table: 'agent_categories',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 60, list: true, search: true },
    agentType: { type: 'select', choices: ['TA', 'F'], required: true, list: true, filter: true },
    /** Commission on room revenue, percent. */
    commissionPercent: { type: 'decimal', required: true, min: 0, max: 50, default: 10, list: true },
    description: { type: 'longText', maxLength: 500 },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
