import type { ResourceDefinition, ResourceName } from './types';
import { additionalCharges } from './additional-charges';
import { addonCategories } from './addon-categories';
import { addonSubCategories } from './addon-sub-categories';
import { agentCategories } from './agent-categories';
import { amenities } from './amenities';
import { auditLog } from './audit-log';
import { bedCombinations } from './bed-combinations';
import { beds } from './beds';
import { bookingEnquiries } from './booking-enquiries';
import { buildings } from './buildings';
import { categories } from './categories';
import { companies } from './companies';
import { currencies } from './currencies';
import { departments } from './departments';
import { divingCourses } from './diving-courses';
import { divingDepartments } from './diving-departments';
import { agentDocuments } from './agent-documents';
import { banners } from './banners';
import { events } from './events';
import { facilities } from './facilities';
import { leadSources } from './lead-sources';
import { locations } from './locations';
import { meals } from './meals';
import { packagePeriods } from './package-periods';
import { packageRates } from './package-rates';
import { paxSettings } from './pax-settings';
import { promoCodes } from './promo-codes';
import { restaurants } from './restaurants';
import { roles } from './roles';
import { roomTypes } from './room-types';
import { rooms } from './rooms';
import { surCharges } from './sur-charges';
import { taxes } from './taxes';
import { tourPackages } from './tour-packages';
import { travelAgents } from './travelagent';
import { tripCosts } from './trip-costs';
import { users } from './users';
import { vehicles } from './vehicles';

/** Every generic resource, keyed by its API name. */
export const resources = {
  users,
  roles,
  departments,
  beds,
  'bed-combinations': bedCombinations,
  amenities,
  buildings,
  'room-types': roomTypes,
  rooms,
  companies,
  categories,
  'trip-costs': tripCosts,
  locations,
  'addon-categories': addonCategories,
  'addon-sub-categories': addonSubCategories,
  vehicles,
  'diving-courses': divingCourses,
  'diving-departments': divingDepartments,
  meals,
  restaurants,
  facilities,
  'sur-charges': surCharges,
  taxes,
  'agent-categories': agentCategories,
  'tour-packages': tourPackages,
  'package-periods': packagePeriods,
  'package-rates': packageRates,
  currencies,
  'booking-enquiries': bookingEnquiries,
  'lead-sources': leadSources,
  'additional-charges': additionalCharges,
  'promo-codes': promoCodes,
  events,
  banners,
  'agent-documents': agentDocuments,
  'pax-settings': paxSettings,
  travelagent: travelAgents,
  'audit-log': auditLog,
} satisfies Record<ResourceName, ResourceDefinition>;

export const resourceList: readonly ResourceDefinition[] = Object.values(resources);

export type Resources = typeof resources;

export * from './types';
