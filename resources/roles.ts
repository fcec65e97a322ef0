import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const roles = defineResource({
  ...resourceMenu.roles,
  table: 'roles',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 40, pattern: '[a-z][a-z0-9-]*', list: true, search: true },
    description: { type: 'text', maxLength: 200, list: true, search: true },
    /** Built-in roles (admin, editor) cannot be renamed or deleted; admin also keeps every permission. */
    builtIn: { type: 'boolean', readOnly: true, list: true },
    permissions: { type: 'permissions', required: true },
  },
});
