import { type AnyPgColumn, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { resourceList } from '../../resources';
import { buildResourceTables } from './resourceTables';

/** One table per resource `table`, generated from the resource definitions. */
export const resourceTables = buildResourceTables(resourceList, {
  // An agent's starred portal pages (at most 10 routes, see resources/portalRoutes.ts); not a resource field.
  users: {
    bookmarks: jsonb('bookmarks').$type<string[]>().notNull().default([]),
    // A member of an agency points at the agency's account (its first admin); null = the user is its own account.
    // Bookings, the wallet and commissions belong to the account, so every member works on the same ones.
    agencyId: uuid('agency_id').references((): AnyPgColumn => resourceTables.users.id, { onDelete: 'restrict' }),
    // The agent's own picture (an upload path), shown in the portal's navbar and profile (spec: agentInfo.profilePic).
    profilePic: text('profile_pic'),
  },
  // A package's shareable address in the guest portal (`/portal/packages/<slug>`), made from its name by a
  // trigger when it is created (migration 0035) and never changed after, so shared links keep working.
  tour_packages: {
    slug: text('slug').unique(),
  },
});
