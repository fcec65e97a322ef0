import type { ResourceMenuEntry, ResourceName } from './types';

/**
 * Each resource's place in the back office: its menu group and icon, what names one of its records, and
 * whether it is read-only. Its definition spreads its entry in (so each is written once); the back office's
 * shell and menu read these alone, and the definitions download with the first screen that needs them.
 * The menu lists a group's resources in this order.
 */
export const resourceMenu = {
  users: { name: 'users', group: 'people', icon: 'People', recordRepresentation: 'email' },
  roles: { name: 'roles', group: 'people', icon: 'AdminPanelSettings', recordRepresentation: 'name' },
  departments: { name: 'departments', group: 'people', icon: 'Workspaces', recordRepresentation: 'name' },
  beds: { name: 'beds', group: 'rooms', icon: 'Bed', recordRepresentation: 'name' },
  'bed-combinations': { name: 'bed-combinations', group: 'rooms', icon: 'SingleBed', recordRepresentation: 'name' },
  amenities: { name: 'amenities', group: 'rooms', icon: 'RoomService', recordRepresentation: 'name' },
  buildings: { name: 'buildings', group: 'rooms', icon: 'Apartment', recordRepresentation: 'name' },
  'room-types': { name: 'room-types', group: 'rooms', icon: 'KingBed', recordRepresentation: 'name' },
  rooms: { name: 'rooms', group: 'rooms', icon: 'MeetingRoom', recordRepresentation: 'code' },
  companies: { name: 'companies', group: 'setup', icon: 'Business', recordRepresentation: 'legalName' },
  categories: { name: 'categories', group: 'setup', icon: 'Label', recordRepresentation: 'name' },
  'trip-costs': { name: 'trip-costs', group: 'transport', icon: 'RequestQuote', recordRepresentation: 'name' },
  locations: { name: 'locations', group: 'transport', icon: 'Place', recordRepresentation: 'name' },
  'addon-categories': { name: 'addon-categories', group: 'activities', icon: 'Extension', recordRepresentation: 'name' },
  'addon-sub-categories': { name: 'addon-sub-categories', group: 'activities', icon: 'AddShoppingCart', recordRepresentation: 'name' },
  vehicles: { name: 'vehicles', group: 'transport', icon: 'DirectionsBoat', recordRepresentation: 'name' },
  'diving-courses': { name: 'diving-courses', group: 'activities', icon: 'ScubaDiving', recordRepresentation: 'name' },
  'diving-departments': { name: 'diving-departments', group: 'activities', icon: 'Waves', recordRepresentation: 'name' },
  meals: { name: 'meals', group: 'activities', icon: 'RestaurantMenu', recordRepresentation: 'name' },
  restaurants: { name: 'restaurants', group: 'activities', icon: 'Restaurant', recordRepresentation: 'name' },
  facilities: { name: 'facilities', group: 'activities', icon: 'Pool', recordRepresentation: 'name' },
  'sur-charges': { name: 'sur-charges', group: 'sales', icon: 'TrendingUp', recordRepresentation: 'name' },
  taxes: { name: 'taxes', group: 'setup', icon: 'Percent', recordRepresentation: 'name' },
  'agent-categories': { name: 'agent-categories', group: 'sales', icon: 'Category', recordRepresentation: 'name' },
  'tour-packages': { name: 'tour-packages', group: 'sales', icon: 'CardTravel', recordRepresentation: 'name' },
  'package-periods': { name: 'package-periods', group: 'sales', icon: 'DateRange', recordRepresentation: 'name' },
  'package-rates': { name: 'package-rates', group: 'sales', icon: 'PriceChange', recordRepresentation: 'paxType' },
  currencies: { name: 'currencies', group: 'setup', icon: 'CurrencyExchange', recordRepresentation: 'code' },
  'booking-enquiries': { name: 'booking-enquiries', group: 'sales', icon: 'ContactMail', recordRepresentation: 'guestName' },
  'lead-sources': { name: 'lead-sources', group: 'sales', icon: 'Campaign', recordRepresentation: 'name' },
  'additional-charges': { name: 'additional-charges', group: 'sales', icon: 'AddCard', recordRepresentation: 'name' },
  'promo-codes': { name: 'promo-codes', group: 'sales', icon: 'LocalOffer', recordRepresentation: 'code' },
  events: { name: 'events', group: 'sales', icon: 'Event', recordRepresentation: 'title' },
  banners: { name: 'banners', group: 'sales', icon: 'ViewCarousel', recordRepresentation: 'title' },
  'agent-documents': { name: 'agent-documents', group: 'sales', icon: 'Description', recordRepresentation: 'title' },
  'pax-settings': { name: 'pax-settings', group: 'setup', icon: 'FamilyRestroom', recordRepresentation: 'label' },
  travelagent: { name: 'travelagent', group: 'people', icon: 'Luggage', recordRepresentation: 'email' },
  'audit-log': { name: 'audit-log', group: 'system', icon: 'History', recordRepresentation: 'action', readOnly: true },
} as const satisfies Record<ResourceName, ResourceMenuEntry>;

/** The entries in menu order. */
export const resourceMenuList: readonly ResourceMenuEntry[] = Object.values(resourceMenu);
