import { jsonb } from 'drizzle-orm/pg-core';
import { resourceList } from '../../resources';
import { buildResourceTables } from './resourceTables';

/** One table per resource `table`, generated from the resource definitions. */
export const resourceTables = buildResourceTables(resourceList, {
  // An agent's starred portal pages (at most 10 routes, see resources/portalRoutes.ts); not a resource field.
  users: { bookmarks: jsonb('bookmarks').$type<string[]>().notNull().default([]) },
});
