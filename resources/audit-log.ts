import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Every change made by a person. Written by the server only; the database refuses updates and deletes. */
export const auditLog = defineResource({
  ...resourceMenu['audit-log'],
  table: 'audit_log',
  defaultSort: ['createdAt', 'DESC'],
  fields: {
    actorId: { type: 'reference', reference: 'users', list: true, filter: true },
    actorEmail: { type: 'email', list: true, search: true },
    action: { type: 'select', choices: ['create', 'update', 'delete', 'login', 'logout', 'password', 'upload'], list: true, filter: true },
    resource: { type: 'text', list: true, filter: true, search: true },
    recordId: { type: 'text', list: true, search: true },
    before: { type: 'json' },
    after: { type: 'json' },
    ip: { type: 'text' },
  },
});
