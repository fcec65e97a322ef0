import type { ComponentType } from 'react';
import type { Resources } from '../../resources';
import { lazyScreen } from './lazyScreen';

/** The screens react-admin's `<Resource>` takes that a resource may replace. */
export interface ScreenOverride {
  list?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

// Each a chunk of its own, downloaded when the screen is first opened.
const overrides = {
  'tour-packages': { edit: lazyScreen(() => import('./packages/PackageEdit').then((m) => m.PackageEdit)) },
  'promo-codes': { list: lazyScreen(() => import('./promo/GenerateCodes').then((m) => m.PromoCodeList)) },
  travelagent: { edit: lazyScreen(() => import('./money/TravelAgentWallet').then((m) => m.TravelAgentEdit)) },
  'booking-enquiries': { edit: lazyScreen(() => import('./staff/EnquiryWorkflowPanel').then((m) => m.BookingEnquiryEdit)) },
  'diving-departments': { edit: lazyScreen(() => import('./staff/DivingDepartmentEdit').then((m) => m.DivingDepartmentEdit)) },
  vehicles: { list: lazyScreen(() => import('./transport/VehicleList').then((m) => m.VehicleList)) },
  // Ordered by drag and drop: the agents' wizard shows them in this order.
  'room-types': { list: lazyScreen(() => import('./priority/OrderedLists').then((m) => m.RoomTypeList)) },
  'addon-categories': { list: lazyScreen(() => import('./priority/OrderedLists').then((m) => m.AddonCategoryList)) },
} satisfies Partial<Record<keyof Resources, ScreenOverride>>;

/**
 * Hand-made screens that replace a resource's generated ones, by resource name (checked against the
 * definitions); whatever a resource does not list here stays generated.
 */
export const screenOverrides: ReadonlyMap<string, ScreenOverride> = new Map(Object.entries(overrides));
