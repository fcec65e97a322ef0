import type { ComponentType } from 'react';
import type { Resources } from '../../resources';
import { PackageEdit } from './packages/PackageEdit';
import { PromoCodeList } from './promo/GenerateCodes';
import { TravelAgentEdit } from './money/TravelAgentWallet';
import { BookingEnquiryEdit } from './staff/EnquiryWorkflowPanel';
import { DivingDepartmentEdit } from './staff/DivingDepartmentEdit';
import { VehicleList } from './transport/VehicleList';
import { AddonCategoryList, RoomTypeList } from './priority/OrderedLists';

/** The screens react-admin's `<Resource>` takes that a resource may replace. */
export interface ScreenOverride {
  list?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

const overrides = {
  'tour-packages': { edit: PackageEdit },
  'promo-codes': { list: PromoCodeList },
  travelagent: { edit: TravelAgentEdit },
  'booking-enquiries': { edit: BookingEnquiryEdit },
  'diving-departments': { edit: DivingDepartmentEdit },
  vehicles: { list: VehicleList },
  // Ordered by drag and drop: the agents' wizard shows them in this order.
  'room-types': { list: RoomTypeList },
  'addon-categories': { list: AddonCategoryList },
} satisfies Partial<Record<keyof Resources, ScreenOverride>>;

/**
 * Hand-made screens that replace a resource's generated ones, by resource name (checked against the
 * definitions); whatever a resource does not list here stays generated.
 */
export const screenOverrides: ReadonlyMap<string, ScreenOverride> = new Map(Object.entries(overrides));
