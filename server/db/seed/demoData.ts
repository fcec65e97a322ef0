/**
 * Demo records for Pulau Damai Resort, an island resort off the Terengganu coast (boat transfers from
 * Marang and Merang jetties, land transfers from Sultan Mahmud Airport, Kuala Terengganu).
 *
 * Values use the API's field names. Money is integer sen (RM 650.00 = 65000); dates 'YYYY-MM-DD';
 * times 'HH:MM'. References are written as `ref(resource, key)` and resolved to ids when seeding.
 * 'users', 'roles', 'travelagent' and 'audit-log' are left to the lead (passwords and roles).
 */
import type { ResourceName } from '../../../resources';
import { demoPhoto, type DemoPhoto } from './demoPhotos';
import { demoPeriods, demoRates } from './demoRates';
import { ref, type DemoRecord, type DemoRef } from './demoRef';

export { ref, type DemoRecord, type DemoRef } from './demoRef';

type Values = Record<string, unknown>;
/** `{ key: values }` → `DemoRecord[]`; object keys keep the demo keys unique by construction. */
const records = (byKey: Record<string, Values>): DemoRecord[] => Object.entries(byKey).map(([key, values]) => ({ key, values }));
const refs = (resource: ResourceName, ...keys: string[]): DemoRef[] => keys.map((k) => ref(resource, k));

/** RM → sen. */
const rm = (ringgit: number) => Math.round(ringgit * 100);
/** A room type's gallery of demo photos, the cover first. */
const photos = (...names: DemoPhoto[]) => names.map(demoPhoto);

// ---------------------------------------------------------------------------------------------
// Organisation
// ---------------------------------------------------------------------------------------------

const companies = records({
  resort: {
    legalName: 'Pulau Damai Resort Sdn. Bhd.',
    registrationNo: '201501023456(1147852-K)',
    taxNo: 'T10-1808-32001456',
    address: 'Lot 1, Pulau Damai, Mukim Rusila, 21600 Marang, Terengganu Darul Iman, Malaysia',
    phone: '+60 9-622 1234',
    email: 'reservations@pulaudamairesort.my',
    website: 'https://www.pulaudamairesort.my',
    bankName: 'Malayan Banking Berhad (Maybank)',
    bankAccountName: 'Pulau Damai Resort Sdn. Bhd.',
    bankAccountNo: '563123458790',
    swiftCode: 'MBBEMYKL',
    active: true,
  },
  marine: {
    legalName: 'Damai Marine Leisure Sdn. Bhd.',
    registrationNo: '201801031877(1291044-W)',
    taxNo: 'T10-1810-32004821',
    address: 'Jeti Pelancong Marang, Jalan Kampung Paya, 21600 Marang, Terengganu Darul Iman, Malaysia',
    phone: '+60 9-618 2277',
    email: 'dive@pulaudamairesort.my',
    website: 'https://dive.pulaudamairesort.my',
    bankName: 'CIMB Bank Berhad',
    bankAccountName: 'Damai Marine Leisure Sdn. Bhd.',
    bankAccountNo: '8603-4471-28',
    swiftCode: 'CIBBMYKL',
    active: true,
  },
});

const departments = records({
  'front-office': { name: 'Front Office', code: 'FO', headEmail: 'frontoffice@pulaudamairesort.my', phoneExtension: '101', active: true },
  reservations: { name: 'Reservations', code: 'RSV', headEmail: 'reservations@pulaudamairesort.my', phoneExtension: '102', active: true },
  housekeeping: { name: 'Housekeeping', code: 'HK', headEmail: 'housekeeping@pulaudamairesort.my', phoneExtension: '120', active: true },
  'dive-centre': { name: 'Dive Centre', code: 'DIVE', headEmail: 'dive@pulaudamairesort.my', phoneExtension: '150', active: true },
  fnb: { name: 'Food & Beverage', code: 'FNB', headEmail: 'fnb@pulaudamairesort.my', phoneExtension: '130', active: true },
  finance: { name: 'Finance', code: 'FIN', headEmail: 'finance@pulaudamairesort.my', phoneExtension: '110', active: true },
});

const categories = records({
  'boat-transfers': { name: 'Boat transfers', type: 'transport', description: 'Shared and charter speed boats between the jetties and the island.', active: true },
  'land-transfers': { name: 'Land transfers', type: 'transport', description: 'Vans and cars between Kuala Terengganu airport, town and the jetties.', active: true },
  'water-activities': { name: 'Water activities', type: 'activity', description: 'Snorkelling, diving, kayaking and island hopping.', active: true },
  celebrations: { name: 'Celebrations & extras', type: 'addon', description: 'Honeymoon set-ups, birthday cakes and private dinners.', active: true },
});

// ---------------------------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------------------------

const beds = records({
  king: { name: 'King bed', sleeps: 2, widthCm: 180, active: true },
  queen: { name: 'Queen bed', sleeps: 2, widthCm: 150, active: true },
  single: { name: 'Single bed', sleeps: 1, widthCm: 90, active: true },
  sofa: { name: 'Sofa bed', sleeps: 1, widthCm: 120, active: true },
});

const amenity = (category: string, description: string, chargeable = false): Values => ({ category, description, chargeable, active: true });
const amenities = records({
  aircond: { name: 'Air-conditioning', ...amenity('in-room', 'Split-unit air-conditioner with remote control.') },
  'ceiling-fan': { name: 'Ceiling fan', ...amenity('in-room', 'Ceiling fan for the breezy months.') },
  safe: { name: 'In-room safe', ...amenity('in-room', 'Electronic safe large enough for a laptop.') },
  'hot-shower': { name: 'Hot shower', ...amenity('bathroom', 'Rain shower with water heater; toiletries provided.') },
  bathtub: { name: 'Bathtub', ...amenity('bathroom', 'Soaking tub with a sea view (suites only).') },
  wifi: { name: 'Free Wi-Fi', ...amenity('connectivity', 'Wi-Fi in rooms, the lobby and Damai Café; speeds vary on the island.') },
  tv: { name: 'Smart TV', ...amenity('entertainment', '43-inch smart TV with Astro channels.') },
  kettle: { name: 'Kettle with coffee & tea', ...amenity('food-and-drink', 'Electric kettle, 3-in-1 coffee, teh tarik sachets and two bottles of water daily.') },
  minibar: { name: 'Minibar', ...amenity('food-and-drink', 'Soft drinks and snacks, charged on consumption.', true) },
  balcony: { name: 'Private balcony', ...amenity('outdoor', 'Balcony or verandah with two chairs.') },
  hammock: { name: 'Hammock', ...amenity('outdoor', 'Hammock on the chalet verandah.') },
  'ground-access': { name: 'Step-free access', ...amenity('accessibility', 'Ground-floor room reachable without steps, with grab bars in the bathroom.') },
});

const buildings = records({
  A: { name: 'Sea View Wing', code: 'A', floors: 2, description: 'Two-storey wing facing the house reef: rooms 101–120.', active: true },
  B: { name: 'Chalet Village', code: 'B', floors: 1, description: 'Timber chalets on the beach and in the garden: chalets 201–220.', active: true },
  M: { name: 'Main Lodge', code: 'M', floors: 2, description: 'Reception, Damai Café, the dive centre and the resort office; no guest rooms.', active: true },
});

const roomTypes = records({
  'deluxe-sea': {
    name: 'Deluxe Sea View', nameTranslations: { my: 'Deluxe Pemandangan Laut', cn: '豪华海景房' }, code: 'DLX-SEA', description: 'Sea-facing room in the Sea View Wing with a balcony over the house reef.',
    maxAdults: 2, maxChildren: 1, maxPax: 3, sizeSqm: 28, bedIds: refs('beds', 'king'),
    amenityIds: refs('amenities', 'aircond', 'safe', 'hot-shower', 'wifi', 'tv', 'kettle', 'minibar', 'balcony'), images: photos('deluxe-room'), priority: 10, active: true,
  },
  'family-sea': {
    name: 'Family Sea View', nameTranslations: { my: 'Keluarga Pemandangan Laut', cn: '家庭海景房' }, code: 'FAM-SEA', description: 'Larger sea-facing room for families: a queen bed, a single bed and a sofa bed.',
    maxAdults: 3, maxChildren: 2, maxPax: 5, sizeSqm: 38, bedIds: refs('beds', 'queen', 'single', 'sofa'),
    amenityIds: refs('amenities', 'aircond', 'safe', 'hot-shower', 'wifi', 'tv', 'kettle', 'balcony'), images: photos('family-room'), priority: 20, active: true,
  },
  'sea-suite': {
    name: 'Premier Sea View Suite', nameTranslations: { my: 'Suite Premier Pemandangan Laut', cn: '高级海景套房' }, code: 'STE-SEA', description: 'Corner suite on the upper floor with a bathtub, separate lounge and wrap-around balcony.',
    maxAdults: 2, maxChildren: 2, maxPax: 4, sizeSqm: 55, bedIds: refs('beds', 'king', 'sofa'),
    amenityIds: refs('amenities', 'aircond', 'safe', 'hot-shower', 'bathtub', 'wifi', 'tv', 'kettle', 'minibar', 'balcony'), images: photos('suite-balcony', 'deluxe-room'), priority: 30, active: true,
  },
  'beach-chalet': {
    name: 'Beachfront Chalet', nameTranslations: { my: 'Chalet Tepi Pantai', cn: '海滨小屋' }, code: 'CHL-BCH', description: 'Timber chalet a few steps from the sand, with a hammock on the verandah.',
    maxAdults: 2, maxChildren: 1, maxPax: 3, sizeSqm: 32, bedIds: refs('beds', 'king'),
    amenityIds: refs('amenities', 'aircond', 'ceiling-fan', 'hot-shower', 'wifi', 'kettle', 'balcony', 'hammock', 'ground-access'), images: photos('beach-chalet', 'beach-dinner'), priority: 40, active: true,
  },
  'garden-chalet': {
    name: 'Garden Chalet', nameTranslations: { my: 'Chalet Taman', cn: '花园小屋' }, code: 'CHL-GDN', description: 'Quiet chalet in the coconut garden, two minutes from the beach.',
    maxAdults: 2, maxChildren: 1, maxPax: 3, sizeSqm: 26, bedIds: refs('beds', 'queen', 'single'),
    amenityIds: refs('amenities', 'aircond', 'ceiling-fan', 'hot-shower', 'wifi', 'kettle', 'hammock', 'ground-access'), images: photos('garden-chalet'), priority: 50, active: true,
  },
});

/** How each room type's beds can be made up: the bed type a booking picks. */
const combo = (roomType: string, name: string, beds: string[], sleeps: number): Values => ({ roomTypeId: ref('room-types', roomType), name, bedIds: refs('beds', ...beds), sleeps, active: true });
const bedCombinations = records({
  'deluxe-sea:king': combo('deluxe-sea', 'King', ['king'], 2),
  'deluxe-sea:twin': combo('deluxe-sea', 'Twin (two singles)', ['single'], 2),
  'family-sea:queen-single-sofa': combo('family-sea', 'Queen + single + sofa bed', ['queen', 'single', 'sofa'], 4),
  'sea-suite:king-sofa': combo('sea-suite', 'King + sofa bed', ['king', 'sofa'], 3),
  'beach-chalet:king': combo('beach-chalet', 'King', ['king'], 2),
  'garden-chalet:queen-single': combo('garden-chalet', 'Queen + single', ['queen', 'single'], 3),
  'garden-chalet:queen': combo('garden-chalet', 'Queen', ['queen'], 2),
});

/** 101–120 in the Sea View Wing (two floors), 201–220 in the Chalet Village. */
const roomOf = (n: number): DemoRecord => {
  const building = n < 200 ? 'A' : 'B';
  const i = n % 100; // 1..20
  const [type, view] =
    building === 'A'
      ? i <= 12 ? ['deluxe-sea', 'sea'] : i <= 18 ? ['family-sea', 'sea'] : ['sea-suite', 'sea']
      : i <= 10 ? ['beach-chalet', 'beachfront'] : ['garden-chalet', 'garden'];
  const code = `${building}-${n}`;
  const outOfService = code === 'A-107';
  return {
    key: code,
    values: {
      roomNumber: n,
      code,
      roomTypeId: ref('room-types', type),
      buildingId: ref('buildings', building),
      floor: building === 'A' && i > 10 ? 2 : 1,
      view,
      inService: !outOfService,
      ...(outOfService ? { notes: 'Air-conditioner compressor being replaced; expected back in service on 2026-11-28.' } : {}),
    },
  };
};
const rooms: DemoRecord[] = [101, 201].flatMap((first) => Array.from({ length: 20 }, (_, i) => roomOf(first + i)));

// ---------------------------------------------------------------------------------------------
// Transport
// ---------------------------------------------------------------------------------------------

const locations = records({
  'marang-jetty': { name: 'Marang Jetty', type: 'jetty', isStartPoint: true, isEndPoint: true, address: 'Jeti Pelancong Marang, 21600 Marang, Terengganu', latitude: 5.2058, longitude: 103.2069, active: true },
  'merang-jetty': { name: 'Merang Jetty', type: 'jetty', isStartPoint: true, isEndPoint: true, address: 'Jeti Merang, 21010 Setiu, Terengganu', latitude: 5.5312, longitude: 102.9468, active: true },
  'ktn-airport': { name: 'Sultan Mahmud Airport (TGG), Kuala Terengganu', type: 'airport', isStartPoint: true, isEndPoint: true, address: 'Lapangan Terbang Sultan Mahmud, 21300 Kuala Terengganu', latitude: 5.3826, longitude: 103.1030, active: true },
  'kt-town': { name: 'Kuala Terengganu City Centre', type: 'town', isStartPoint: true, isEndPoint: true, address: 'Jalan Sultan Zainal Abidin, 20000 Kuala Terengganu', latitude: 5.3302, longitude: 103.1408, active: true },
  'kt-hotel': { name: 'Hotel pick-up, Kuala Terengganu', type: 'hotel', isStartPoint: true, isEndPoint: false, address: 'Jalan Persinggahan, 20400 Kuala Terengganu', latitude: 5.3364, longitude: 103.1478, active: true },
  resort: { name: 'Pulau Damai Resort Jetty', type: 'resort', isStartPoint: true, isEndPoint: true, address: 'Pulau Damai, off Marang, Terengganu', latitude: 5.4105, longitude: 103.3520, active: true },
  'house-reef': { name: 'Damai House Reef', type: 'dive-site', address: 'North beach of Pulau Damai, 5–12 m', latitude: 5.4131, longitude: 103.3507, active: true },
  'batu-layar': { name: 'Batu Layar Pinnacle', type: 'dive-site', address: 'Rock pinnacle 2 km east of Pulau Damai, 12–24 m', latitude: 5.4087, longitude: 103.3712, active: true },
});

const vehicles = records({
  'boat-12': { name: 'Damai Express 1 (12 seats)', nameTranslations: { my: 'Damai Express 1 (12 tempat duduk)', cn: 'Damai Express 1（12 座）' }, type: 'boat', capacity: 12, registrationNo: 'TRF 1208', charter: true, charterPrice: rm(650), active: true },
  'boat-24': { name: 'Damai Express 2 (24 seats)', nameTranslations: { my: 'Damai Express 2 (24 tempat duduk)', cn: 'Damai Express 2（24 座）' }, type: 'boat', capacity: 24, registrationNo: 'TRF 2417', charter: true, charterPrice: rm(900), active: true },
  'boat-shared': { name: 'Damai Shuttle (shared boat)', nameTranslations: { my: 'Damai Shuttle (bot kongsi)', cn: 'Damai Shuttle（共享船）' }, type: 'boat', capacity: 40, registrationNo: 'TRF 4009', charter: false, active: true },
  'van-1': { name: 'Toyota Hiace Van 1', type: 'van', capacity: 12, registrationNo: 'TBR 4521', charter: true, charterPrice: rm(120), active: true },
  'van-2': { name: 'Toyota Hiace Van 2', type: 'van', capacity: 12, registrationNo: 'TCA 8810', charter: true, charterPrice: rm(120), active: true },
  'mpv-1': { name: 'Toyota Innova MPV', type: 'car', capacity: 6, registrationNo: 'TBK 3307', charter: true, charterPrice: rm(90), active: true },
});

/** Shared boat, priced per seat: RM 70 adult / RM 50 child per way, toddler ticket RM 200, infants free. */
const sharedBoat = (from: string, to: string, departureTime: string): Values => ({
  fromLocationId: ref('locations', from), toLocationId: ref('locations', to), transportType: 'boat', tripType: 'one-way',
  vehicleId: ref('vehicles', 'boat-shared'), pricing: 'per-person',
  adultPrice: rm(70), childPrice: rm(50), toddlerPrice: rm(200), infantPrice: 0, departureTime, active: true,
});
const perVehicle = (from: string, to: string, transportType: 'land' | 'boat', vehicle: string, charterPrice: number): Values => ({
  fromLocationId: ref('locations', from), toLocationId: ref('locations', to), transportType, tripType: 'one-way',
  vehicleId: ref('vehicles', vehicle), pricing: 'per-vehicle', adultPrice: 0, childPrice: 0, toddlerPrice: 0, infantPrice: 0, charterPrice, active: true,
});
const tripCosts = records({
  'marang-resort-shared': { name: 'Marang Jetty → Pulau Damai (shared boat)', nameTranslations: { my: 'Jeti Marang → Pulau Damai (bot kongsi)', cn: '马江码头 → 达迈岛（共享船）' }, ...sharedBoat('marang-jetty', 'resort', '10:00') },
  'resort-marang-shared': { name: 'Pulau Damai → Marang Jetty (shared boat)', nameTranslations: { my: 'Pulau Damai → Jeti Marang (bot kongsi)', cn: '达迈岛 → 马江码头（共享船）' }, ...sharedBoat('resort', 'marang-jetty', '12:30') },
  'merang-resort-shared': { name: 'Merang Jetty → Pulau Damai (shared boat)', nameTranslations: { my: 'Jeti Merang → Pulau Damai (bot kongsi)', cn: '美浪码头 → 达迈岛（共享船）' }, ...sharedBoat('merang-jetty', 'resort', '09:30') },
  'resort-merang-shared': { name: 'Pulau Damai → Merang Jetty (shared boat)', nameTranslations: { my: 'Pulau Damai → Jeti Merang (bot kongsi)', cn: '达迈岛 → 美浪码头（共享船）' }, ...sharedBoat('resort', 'merang-jetty', '13:00') },
  'marang-resort-charter-12': { name: 'Marang Jetty → Pulau Damai charter (12 seats)', nameTranslations: { my: 'Jeti Marang → Pulau Damai, bot sewa (12 tempat duduk)', cn: '马江码头 → 达迈岛包船（12 座）' }, ...perVehicle('marang-jetty', 'resort', 'boat', 'boat-12', rm(650)) },
  'marang-resort-charter-24': { name: 'Marang Jetty → Pulau Damai charter (24 seats)', nameTranslations: { my: 'Jeti Marang → Pulau Damai, bot sewa (24 tempat duduk)', cn: '马江码头 → 达迈岛包船（24 座）' }, ...perVehicle('marang-jetty', 'resort', 'boat', 'boat-24', rm(900)) },
  'airport-marang-van': { name: 'KT Airport → Marang Jetty (van)', nameTranslations: { my: 'Lapangan Terbang KT → Jeti Marang (van)', cn: '瓜拉登嘉楼机场 → 马江码头（面包车）' }, ...perVehicle('ktn-airport', 'marang-jetty', 'land', 'van-1', rm(120)) },
  'airport-merang-van': { name: 'KT Airport → Merang Jetty (van)', nameTranslations: { my: 'Lapangan Terbang KT → Jeti Merang (van)', cn: '瓜拉登嘉楼机场 → 美浪码头（面包车）' }, ...perVehicle('ktn-airport', 'merang-jetty', 'land', 'van-2', rm(150)) },
  'kt-marang-mpv': { name: 'Kuala Terengganu town → Marang Jetty (MPV)', nameTranslations: { my: 'Bandar Kuala Terengganu → Jeti Marang (MPV)', cn: '瓜拉登嘉楼市区 → 马江码头（MPV）' }, ...perVehicle('kt-town', 'marang-jetty', 'land', 'mpv-1', rm(90)) },
});

// ---------------------------------------------------------------------------------------------
// Activities, dining, facilities
// ---------------------------------------------------------------------------------------------

const addonCategories = records({
  meals: { name: 'Meals', description: 'Meal plans and special dinners.', priority: 10, active: true },
  activities: { name: 'Activities', description: 'Snorkelling trips, kayaks and island hopping.', priority: 20, active: true },
  diving: { name: 'Diving', description: 'Fun dives and equipment for certified divers.', priority: 30, active: true },
  celebrations: { name: 'Celebrations', description: 'Honeymoon, birthday and anniversary set-ups.', priority: 40, active: true },
});

const addon = (category: string, priceType: string, price: number, priority: number, description: string, childPrice?: number): Values => ({
  categoryId: ref('addon-categories', category), priceType, price, ...(childPrice === undefined ? {} : { childPrice }), priority, description, active: true,
});
const addonSubCategories = records({
  'full-board': { name: 'Full board upgrade', nameTranslations: { my: 'Naik taraf makan penuh', cn: '全膳升级' }, ...addon('meals', 'per-night', rm(95), 10, 'Lunch and dinner buffet at Damai Café, per person per night.', rm(50)) },
  'seafood-bbq': { name: 'Beach seafood BBQ dinner', nameTranslations: { my: 'Makan malam BBQ makanan laut di pantai', cn: '海滩海鲜烧烤晚餐' }, ...addon('meals', 'per-person', rm(85), 20, 'Grilled ikan bakar, squid and prawns on the beach (Saturdays).', rm(45)) },
  'snorkel-trip': { name: 'Marine park snorkelling trip', nameTranslations: { my: 'Lawatan snorkeling taman laut', cn: '海洋公园浮潜之旅' }, ...addon('activities', 'per-person', rm(60), 10, 'Two-stop boat trip with mask, snorkel, life jacket and guide.', rm(40)) },
  'snorkel-gear': { name: 'Snorkel set rental (per day)', nameTranslations: { my: 'Sewa set snorkel (sehari)', cn: '浮潜装备租赁（每天）' }, ...addon('activities', 'per-unit', rm(15), 20, 'Mask, snorkel and fins for one day.') },
  kayak: { name: 'Double kayak (1 hour)', nameTranslations: { my: 'Kayak berdua (1 jam)', cn: '双人皮划艇（1 小时）' }, ...addon('activities', 'per-unit', rm(30), 30, 'Two-seater sit-on-top kayak with paddles and life jackets.') },
  'island-hopping': { name: 'Island hopping half-day', nameTranslations: { my: 'Jelajah pulau separuh hari', cn: '半日跳岛游' }, ...addon('activities', 'per-person', rm(120), 40, 'Visit three nearby islands with two snorkelling stops and a packed lunch.', rm(80)) },
  'fun-dive': { name: 'Guided fun dive', nameTranslations: { my: 'Selaman santai berpemandu', cn: '导游陪同趣味潜水' }, ...addon('diving', 'per-person', rm(150), 10, 'One boat dive for certified divers, tank and weights included.') },
  'night-dive': { name: 'Night dive', nameTranslations: { my: 'Selaman malam', cn: '夜潜' }, ...addon('diving', 'per-person', rm(180), 20, 'Guided night dive on the house reef, torch included.') },
  'dive-gear': { name: 'Full dive equipment rental (per day)', nameTranslations: { my: 'Sewa peralatan selam lengkap (sehari)', cn: '全套潜水装备租赁（每天）' }, ...addon('diving', 'per-unit', rm(60), 30, 'BCD, regulator, wetsuit, mask and fins.') },
  honeymoon: { name: 'Honeymoon room decoration', nameTranslations: { my: 'Hiasan bilik bulan madu', cn: '蜜月房间布置' }, ...addon('celebrations', 'per-unit', rm(250), 10, 'Flower petals, towel swans, a fruit platter and sparkling juice.') },
  'birthday-cake': { name: 'Birthday cake (1 kg)', nameTranslations: { my: 'Kek hari jadi (1 kg)', cn: '生日蛋糕（1 公斤）' }, ...addon('celebrations', 'per-unit', rm(120), 20, 'Chocolate or pandan cake with a message; order 48 hours ahead.') },
  'candlelight-dinner': { name: 'Candlelight beach dinner for two', nameTranslations: { my: 'Makan malam bercahaya lilin di pantai untuk berdua', cn: '海滩双人烛光晚餐' }, ...addon('celebrations', 'per-unit', rm(380), 30, 'Private four-course dinner on the beach.') },
});

const divingDepartments = records({
  'damai-dive': { name: 'Damai Dive Centre', code: 'DDC', headInstructor: 'Hafiz Rahman (PADI Course Director)', phone: '+60 9-622 1250', email: 'dive@pulaudamairesort.my', active: true },
  'coral-point': { name: 'Coral Point Divers', code: 'CPD', headInstructor: 'Daniel Lim Wei Jie (PADI MSDT)', phone: '+60 13-982 4417', email: 'coralpoint@pulaudamairesort.my', active: true },
});

const divingCourses = records({
  dsd: { name: 'PADI Discover Scuba Diving', code: 'PADI-DSD', level: 'try-dive', durationDays: 1, minAge: 10, price: rm(350), maxStudents: 4, departmentId: ref('diving-departments', 'damai-dive'), description: 'Pool session and one shallow dive on the house reef with an instructor.', active: true },
  ow: { name: 'PADI Open Water Diver', code: 'PADI-OW', level: 'open-water', durationDays: 4, minAge: 10, price: rm(1650), maxStudents: 4, departmentId: ref('diving-departments', 'damai-dive'), description: 'eLearning, five pool sessions and four open-water dives; certification fee included.', active: true },
  aow: { name: 'PADI Advanced Open Water Diver', code: 'PADI-AOW', level: 'advanced', durationDays: 2, minAge: 12, price: rm(1350), maxStudents: 4, departmentId: ref('diving-departments', 'damai-dive'), description: 'Five adventure dives including deep and navigation.', active: true },
  rescue: { name: 'PADI Rescue Diver', code: 'PADI-RES', level: 'rescue', durationDays: 3, minAge: 12, price: rm(1600), maxStudents: 6, departmentId: ref('diving-departments', 'coral-point'), description: 'Self-rescue, recognising stress and emergency management. EFR required.', active: true },
  nitrox: { name: 'PADI Enriched Air Nitrox', code: 'PADI-EANX', level: 'specialty', durationDays: 1, minAge: 12, price: rm(900), maxStudents: 6, departmentId: ref('diving-departments', 'coral-point'), description: 'Plan and dive with enriched air up to 40% oxygen; two optional dives.', active: true },
});

const restaurants = records({
  cafe: { name: 'Damai Café', cuisine: 'Malaysian & Western', location: 'Main Lodge, ground floor', openingTime: '07:00', closingTime: '22:00', capacity: 120, companyId: ref('companies', 'resort'), active: true },
  grill: { name: 'Terumbu Seafood Grill', cuisine: 'Seafood & BBQ', location: 'Beachfront, by the Chalet Village', openingTime: '18:00', closingTime: '22:30', capacity: 60, companyId: ref('companies', 'resort'), active: true },
  bar: { name: 'Sunset Deck', cuisine: 'Drinks & light bites', location: 'End of the resort jetty', openingTime: '16:00', closingTime: '23:30', capacity: 40, companyId: ref('companies', 'resort'), active: true },
});

const meal = (mealType: string, restaurant: string, adult: number, child: number, vegetarian = false): Values => ({
  mealType, restaurantId: ref('restaurants', restaurant), adultPrice: rm(adult), childPrice: rm(child), vegetarian, active: true,
});
const meals = records({
  'breakfast-buffet': { name: 'Breakfast buffet (nasi lemak, roti canai, eggs)', ...meal('breakfast', 'cafe', 45, 25) },
  'lunch-set': { name: 'Lunch set (nasi campur)', ...meal('lunch', 'cafe', 35, 20) },
  'packed-lunch': { name: 'Packed lunch for day trips', ...meal('lunch', 'cafe', 25, 15) },
  'dinner-buffet': { name: 'Dinner buffet', ...meal('dinner', 'cafe', 65, 35) },
  'seafood-bbq': { name: 'Seafood BBQ dinner', ...meal('dinner', 'grill', 85, 45) },
  'veg-dinner': { name: 'Vegetarian dinner set', ...meal('dinner', 'cafe', 45, 25, true) },
  'hi-tea': { name: 'Kuih-muih hi-tea', ...meal('hi-tea', 'bar', 28, 15, true) },
  supper: { name: 'Supper (mee goreng, burger, teh tarik)', ...meal('supper', 'bar', 22, 12) },
});

const facility = (category: string, openingTime: string, closingTime: string, description: string, price?: number): Values => ({
  category, description, openingTime, closingTime, chargeable: price !== undefined, ...(price === undefined ? {} : { price }), active: true,
});
const facilities = records({
  pool: { name: 'Infinity pool', ...facility('recreation', '07:00', '21:00', 'Sea-facing infinity pool with a shallow kids section.') },
  spa: { name: 'Damai Spa', ...facility('wellness', '10:00', '22:00', 'Traditional Malay urut and aromatherapy massage; 60-minute session.', rm(180)) },
  gym: { name: 'Fitness room', ...facility('wellness', '06:00', '22:00', 'Treadmills, bikes and free weights.') },
  'water-sports': { name: 'Water sports hut', ...facility('water-sports', '08:00', '18:00', 'Kayaks and stand-up paddle boards, charged per hour.', rm(30)) },
  'kids-club': { name: 'Anak Laut Kids Club', ...facility('kids', '09:00', '17:00', 'Supervised activities for children aged 4–11.') },
  'meeting-room': { name: 'Seri Pantai meeting room', ...facility('business', '08:00', '18:00', 'Room for 30 with projector and sound system; half-day hire.', rm(500)) },
  'beach-court': { name: 'Beach volleyball court', ...facility('recreation', '08:00', '19:00', 'Net and balls available from the front desk.') },
  surau: { name: 'Surau', ...facility('general', '05:30', '22:30', 'Prayer room with separate ablution areas for men and women.') },
});

// ---------------------------------------------------------------------------------------------
// Sales and pricing
// ---------------------------------------------------------------------------------------------

const surCharges = records({
  weekend: { name: 'Weekend supplement (Fri & Sat nights)', nameTranslations: { my: 'Tambahan hujung minggu (malam Jumaat & Sabtu)', cn: '周末附加费（周五、周六晚）' }, kind: 'weekend', weekdays: ['fri', 'sat'], amount: rm(50), amountType: 'fixed', perNight: true, active: true },
  'school-holidays-year-end': { name: 'Year-end school holidays 2026', nameTranslations: { my: 'Cuti sekolah akhir tahun 2026', cn: '2026 年末学校假期' }, kind: 'peak', startDate: '2026-12-19', endDate: '2027-01-10', amount: rm(80), amountType: 'fixed', perNight: true, active: true },
  'school-holidays-mid-year': { name: 'Mid-year school holidays 2027', nameTranslations: { my: 'Cuti sekolah pertengahan tahun 2027', cn: '2027 年中学校假期' }, kind: 'peak', startDate: '2027-05-22', endDate: '2027-06-06', amount: rm(80), amountType: 'fixed', perNight: true, active: true },
  cny: { name: 'Chinese New Year 2027', nameTranslations: { my: 'Tahun Baru Cina 2027', cn: '2027 农历新年' }, kind: 'super-peak', startDate: '2027-02-05', endDate: '2027-02-10', amount: rm(150), amountType: 'fixed', perNight: true, active: true },
  'hari-raya': { name: 'Hari Raya Aidilfitri 2027', nameTranslations: { my: 'Hari Raya Aidilfitri 2027', cn: '2027 开斋节' }, kind: 'super-peak', startDate: '2027-03-07', endDate: '2027-03-14', amount: rm(150), amountType: 'fixed', perNight: true, active: true },
});

const taxes = records({
  sst: { name: 'Service Tax (SST) 8%', nameTranslations: { my: 'Cukai Perkhidmatan (SST) 8%', cn: '服务税（SST）8%' }, code: 'SST-8', ratePercent: 8, fixedAmount: 0, basis: 'per-booking', appliesToForeignersOnly: false, companyId: ref('companies', 'resort'), active: true },
  'tourism-tax': { name: 'Tourism Tax', nameTranslations: { my: 'Cukai Pelancongan', cn: '旅游税' }, code: 'TTX', ratePercent: 0, fixedAmount: rm(10), basis: 'per-room-night', appliesToForeignersOnly: true, companyId: ref('companies', 'resort'), active: true },
});

const agentCategories = records({
  'ta-gold': { name: 'Travel Agent – Gold', agentType: 'TA', commissionPercent: 15, description: 'MOTAC-licensed agencies with more than 300 room nights a year.', active: true },
  'ta-standard': { name: 'Travel Agent – Standard', agentType: 'TA', commissionPercent: 10, description: 'MOTAC-licensed agencies.', active: true },
  'f-premier': { name: 'Freelancer – Premier', agentType: 'F', commissionPercent: 8, description: 'Freelancers with more than 50 confirmed bookings.', active: true },
  'f-standard': { name: 'Freelancer – Standard', agentType: 'F', commissionPercent: 5, description: 'New freelancers and referral partners.', active: true },
});

const tourPackages = records({
  '2d1n-snorkel': {
    name: '2D1N Snorkelling Getaway', code: 'PD-2D1N-SNK', nights: 1, validFrom: '2026-11-01', validTo: '2027-12-31', deposit: rm(100), maxPax: 4,
    description: 'Return shared boat from Marang, one night, breakfast, lunch and dinner, and a marine park snorkelling trip.',
    includes: ['meals', 'boat-transfer', 'snorkelling'], roomTypeIds: refs('room-types', 'garden-chalet', 'beach-chalet', 'deluxe-sea'), availableCount: 1500, promotion: true, image: demoPhoto('snorkel'), active: true,
  },
  '3d2n-escape': {
    name: '3D2N Island Escape', code: 'PD-3D2N', nights: 2, validFrom: '2026-11-01', validTo: '2027-12-31', deposit: rm(200), maxPax: 5,
    description: 'Return shared boat, two nights full board, two snorkelling trips and a beach BBQ dinner.',
    includes: ['meals', 'boat-transfer', 'snorkelling'], roomTypeIds: refs('room-types', 'garden-chalet', 'beach-chalet', 'deluxe-sea', 'family-sea'), availableCount: 2000, image: demoPhoto('island-sunset'), active: true,
  },
  '4d3n-explorer': {
    name: '4D3N Island Explorer', code: 'PD-4D3N', nights: 3, validFrom: '2026-11-01', validTo: '2027-12-31', deposit: rm(300), maxPax: 5,
    description: 'Airport van and return boat, three nights full board, snorkelling and a half-day island hopping trip.',
    includes: ['meals', 'boat-transfer', 'land-transfer', 'snorkelling', 'island-hopping'], roomTypeIds: refs('room-types', 'beach-chalet', 'deluxe-sea', 'family-sea', 'sea-suite'), availableCount: 1200, promotion: true, soldTo: 'all', image: demoPhoto('boat-transfer'), active: true,
  },
  '3d2n-fun-dive': {
    name: '3D2N Fun Dive Package', code: 'PD-3D2N-DIVE', nights: 2, validFrom: '2027-03-01', validTo: '2027-10-31', deposit: rm(300), maxPax: 4,
    description: 'For certified divers: return boat, two nights full board and four guided boat dives with tanks and weights.',
    includes: ['meals', 'boat-transfer', 'diving'], roomTypeIds: refs('room-types', 'garden-chalet', 'beach-chalet', 'deluxe-sea'), availableCount: 600, image: demoPhoto('reef-diver'), active: true,
  },
  '4d3n-open-water': {
    name: '4D3N PADI Open Water Package', code: 'PD-4D3N-OW', nights: 3, validFrom: '2027-03-01', validTo: '2027-10-31', deposit: rm(500), maxPax: 4,
    description: 'PADI Open Water Diver course with certification, three nights full board, equipment and return boat.',
    includes: ['meals', 'boat-transfer', 'diving'], roomTypeIds: refs('room-types', 'garden-chalet', 'deluxe-sea'), availableCount: 300, image: demoPhoto('open-water'), active: true,
  },
});

/** foreignConvRate: 1 MYR in that currency; myConvRate: 1 unit in MYR. */
const currency = (name: string, symbolNative: string, myConvRate: number, isDefault = false): Values => ({
  name, symbolNative, foreignConvRate: Number((1 / myConvRate).toFixed(4)), myConvRate, isDefault, active: true,
});
const currencies = records({
  MYR: { code: 'MYR', ...currency('Malaysian Ringgit', 'RM', 1, true) },
  SGD: { code: 'SGD', ...currency('Singapore Dollar', '$', 3.25) },
  USD: { code: 'USD', ...currency('US Dollar', '$', 4.2) },
  EUR: { code: 'EUR', ...currency('Euro', '€', 4.9) },
  CNY: { code: 'CNY', ...currency('Chinese Yuan', 'CN¥', 0.58) },
});

const leadSources = records({
  facebook: { name: 'Facebook', description: 'Facebook page posts, ads and Messenger enquiries.', active: true },
  instagram: { name: 'Instagram', description: 'Instagram profile, reels and direct messages.', active: true },
  google: { name: 'Google Search', description: 'Organic search and Google Maps listing.', active: true },
  'walk-in': { name: 'Walk-in', description: 'Guests who came to the Marang jetty counter.', active: true },
  'matta-fair': { name: 'MATTA Fair', description: 'MATTA travel fair booth, MITEC Kuala Lumpur.', active: true },
  referral: { name: 'Friend or repeat guest', description: 'Word of mouth and returning guests.', active: true },
});

const bookingEnquiries = records({
  'nurul-aisyah': {
    guestName: 'Nurul Aisyah binti Ahmad', email: 'nurul.aisyah@example.com', phone: '+60 12-345 6789', checkIn: '2027-03-19', checkOut: '2027-03-21',
    adults: 2, children: 2, packageId: ref('tour-packages', '3d2n-escape'), leadSourceId: ref('lead-sources', 'facebook'),
    message: 'Family Sea View for 2 adults and 2 kids (7 and 4). Can we take the 10 am boat from Marang?', status: 'new',
  },
  'tan-wei-ming': {
    guestName: 'Tan Wei Ming', email: 'weiming.tan@example.com', phone: '+65 9123 4567', checkIn: '2027-04-08', checkOut: '2027-04-11',
    adults: 4, children: 0, packageId: ref('tour-packages', '3d2n-fun-dive'), leadSourceId: ref('lead-sources', 'google'),
    message: 'Four certified divers from Singapore, two with Nitrox cards. Need a van from KT airport.', status: 'contacted',
  },
  'sarah-muller': {
    guestName: 'Sarah Müller', email: 'sarah.mueller@example.com', phone: '+49 151 2345 6789', checkIn: '2027-05-03', checkOut: '2027-05-07',
    adults: 2, children: 0, packageId: ref('tour-packages', '4d3n-open-water'), leadSourceId: ref('lead-sources', 'instagram'),
    message: 'We would like to get our Open Water certification. Is the Tourism Tax paid at check-in?', status: 'contacted',
  },
  'mohd-faizal': {
    guestName: 'Mohd Faizal bin Ismail', email: 'faizal.ismail@example.com', phone: '+60 19-876 5432', checkIn: '2027-06-01', checkOut: '2027-06-03',
    adults: 18, children: 6, leadSourceId: ref('lead-sources', 'walk-in'),
    message: 'Company family day for 24 pax; please quote the 24-seat charter boat and 6 rooms.', status: 'contacted',
  },
  'lim-mei-ling': {
    guestName: 'Lim Mei Ling', email: 'meiling.lim@example.com', phone: '+60 16-222 3141', checkIn: '2027-02-06', checkOut: '2027-02-08',
    adults: 3, children: 1, packageId: ref('tour-packages', '3d2n-escape'), leadSourceId: ref('lead-sources', 'referral'),
    message: 'Chinese New Year trip with my parents. Any rooms left on the 6th?', status: 'contacted',
  },
  'chen-jing': {
    guestName: 'Chen Jing', email: 'chen.jing@example.com', phone: '+86 138 0013 8000', checkIn: '2027-07-12', checkOut: '2027-07-16',
    adults: 2, children: 1, packageId: ref('tour-packages', '4d3n-explorer'), leadSourceId: ref('lead-sources', 'google'),
    message: 'Honeymoon plus our daughter (2 years old). Do toddlers need a boat ticket?', status: 'new',
  },
  'rajesh-kumar': {
    guestName: 'Rajesh Kumar a/l Subramaniam', email: 'rajesh.kumar@example.com', phone: '+60 17-555 0199', checkIn: '2027-03-26', checkOut: '2027-03-27',
    adults: 2, children: 0, packageId: ref('tour-packages', '2d1n-snorkel'), leadSourceId: ref('lead-sources', 'matta-fair'),
    message: 'Booked at the MATTA Fair booth; want to use the fair promo code.', status: 'contacted',
  },
  'emily-jones': {
    guestName: 'Emily Jones', email: 'emily.jones@example.com', phone: '+44 7700 900123', checkIn: '2027-08-20', checkOut: '2027-08-24',
    adults: 2, children: 0, leadSourceId: ref('lead-sources', 'instagram'),
    message: 'Looking at the Premier Suite for 4 nights; found a cheaper offer elsewhere.', status: 'lost',
  },
});

const additionalCharges = records({
  'marine-park-fee': { name: 'Marine Park conservation fee', nameTranslations: { my: 'Fi pemuliharaan Taman Laut', cn: '海洋公园保护费' }, amount: rm(30), chargeType: 'per-person', taxable: false, mandatory: true, active: true },
  'extra-bed': { name: 'Extra bed', nameTranslations: { my: 'Katil tambahan', cn: '加床' }, amount: rm(80), chargeType: 'per-night', taxable: true, mandatory: false, active: true },
  'late-checkout': { name: 'Late check-out (until 4 pm)', nameTranslations: { my: 'Daftar keluar lewat (hingga 4 petang)', cn: '延迟退房（至下午 4 点）' }, amount: rm(100), chargeType: 'per-booking', taxable: true, mandatory: false, active: true },
});

const promoCodes = records({
  welcome: {
    code: 'WELCOME50', numberOfUses: 1000, expiryDate: '2027-12-31', voucherType: 'cash', price: 0, cashDiscount: rm(50), isPublic: true, active: true,
  },
  // Sold to agents as a voucher: only the agent who bought it (or staff) may use it.
  partner: {
    prefix: 'PTR', code: 'PTR-PARTNER80', numberOfUses: 20, maxPax: 6, expiryDate: '2027-12-31', voucherType: 'cash', price: rm(40), cashDiscount: rm(80), isPublic: false, active: true,
  },
  'partner-honeymoon': {
    prefix: 'PTR', code: 'PTR-HONEYMOON', numberOfUses: 10, maxPax: 2, expiryDate: '2027-12-31', voucherType: 'addon', price: rm(30), cashDiscount: 0,
    freeAddonIds: refs('addon-sub-categories', 'honeymoon'), isPublic: false, active: true,
  },
  'early-bird': {
    prefix: 'DAMAI', code: 'DAMAI-EARLYBIRD27', numberOfUses: 200, maxPax: 6, expiryDate: '2027-02-28', bookingFrom: '2026-11-01', bookingTo: '2027-02-28',
    checkInFrom: '2027-03-01', checkInTo: '2027-06-30', excludedPeriods: ['peak', 'super-peak'], cashDiscount: rm(100),
    packageIds: refs('tour-packages', '3d2n-escape', '4d3n-explorer'), isPublic: true, active: true,
  },
  honeymoon: {
    prefix: 'HM', code: 'HM-HONEYMOON27', numberOfUses: 50, maxPax: 2, expiryDate: '2027-12-31', bookingFrom: '2026-11-15', bookingTo: '2027-12-31',
    excludedPeriods: ['super-peak'], cashDiscount: 0, freeAddonIds: refs('addon-sub-categories', 'honeymoon'),
    roomTypeIds: refs('room-types', 'sea-suite', 'beach-chalet'), isPublic: true, active: true,
  },
  'matta-dive': {
    prefix: 'MATTA', code: 'MATTA-DIVE26', numberOfUses: 100, maxPax: 4, expiryDate: '2026-12-31', bookingFrom: '2026-09-04', bookingTo: '2026-12-31',
    checkInFrom: '2027-03-01', checkInTo: '2027-10-31', excludedPeriods: ['weekends', 'super-peak'], cashDiscount: rm(150),
    packageIds: refs('tour-packages', '3d2n-fun-dive', '4d3n-open-water'), isPublic: false, active: true,
  },
  // Sold to guests only, on the guest site's vouchers page (a gift for a stay); agents never see them on sale.
  'gift-100': {
    prefix: 'GIFT', code: 'GIFT-ISLAND100', numberOfUses: 1, maxPax: 6, expiryDate: '2027-12-31', voucherType: 'cash', price: rm(90), cashDiscount: rm(100),
    soldTo: 'guests', isPublic: false, active: true,
  },
  'gift-snorkel': {
    prefix: 'GIFT', code: 'GIFT-SNORKEL', numberOfUses: 1, maxPax: 4, expiryDate: '2027-12-31', voucherType: 'addon', price: rm(25), cashDiscount: 0,
    freeAddonIds: refs('addon-sub-categories', 'snorkel-trip'), soldTo: 'guests', isPublic: false, active: true,
  },
  family: {
    prefix: 'FAM', code: 'FAM-KIDSNORKEL', numberOfUses: 80, maxPax: 6, expiryDate: '2027-09-30', checkInFrom: '2027-03-01', checkInTo: '2027-09-30',
    excludedPeriods: ['peak', 'super-peak'], cashDiscount: 0, freeAddonIds: refs('addon-sub-categories', 'snorkel-trip'),
    roomTypeIds: refs('room-types', 'family-sea'), isPublic: true, active: true,
  },
});

const events = records({
  'fam-trip-2027': {
    title: 'Agents\' familiarisation trip 2027', venue: 'Pulau Damai Resort', startsAt: '2027-03-12T01:00:00.000Z', endsAt: '2027-03-14T04:00:00.000Z',
    description: 'Two nights at the resort for partner agents: a site inspection of every room type, a snorkelling trip and the new dive centre.',
    price: rm(150), seats: 30, maxSeatsPerAgent: 2, active: true,
  },
  'matta-dinner': {
    title: 'MATTA Fair partners\' dinner', venue: 'Kuala Lumpur Convention Centre', startsAt: '2027-03-20T11:00:00.000Z',
    description: 'Dinner with the resort\'s sales team on the first night of the MATTA Fair: the 2027 contract rates and promotions.',
    price: 0, seats: 60, maxSeatsPerAgent: 4, active: true,
  },
});

// The artwork and files named here are written to the upload store by the seeder (see seed.ts).
const banners = records({
  reef: { title: 'House reef snorkelling', image: '/uploads/demo-banner-reef.svg', headline: 'Snorkel the house reef from your chalet', size: '1200x628', priority: 1, active: true },
  sunset: { title: 'Sunset beach chalets', image: '/uploads/demo-banner-sunset.svg', headline: 'Island nights from RM 399', size: '300x250', priority: 2, active: true },
  dive: { title: 'Open Water course', image: '/uploads/demo-banner-dive.svg', headline: 'Learn to dive in 4 days', size: '728x90', priority: 3, active: true },
});

const agentDocuments = records({
  'rates-2027-gold': {
    title: 'Contract rates 2027 – Gold agents', kind: 'contract-rates', file: '/uploads/demo-contract-rates-2027-gold.pdf', agentCategoryId: ref('agent-categories', 'ta-gold'),
    description: 'Net room and package rates for Gold travel agents, 1 January to 31 December 2027.', validFrom: '2027-01-01', validTo: '2027-12-31', active: true,
  },
  'rates-2027-standard': {
    title: 'Contract rates 2027 – Standard agents', kind: 'contract-rates', file: '/uploads/demo-contract-rates-2027-standard.pdf', agentCategoryId: ref('agent-categories', 'ta-standard'),
    description: 'Net room and package rates for Standard travel agents, 1 January to 31 December 2027.', validFrom: '2027-01-01', validTo: '2027-12-31', active: true,
  },
  'brochure-2027': {
    title: 'Resort brochure 2027', kind: 'brochure', file: '/uploads/demo-brochure-2027.pdf',
    description: 'Rooms, dining, diving and transfers, for sharing with guests.', active: true,
  },
});

const paxSettings = records({
  adult: { paxType: 'adult', label: 'Adult (12 years and above)', minAgeMonths: 144, countsTowardsOccupancy: true, boatTicket: rm(70), active: true },
  child: { paxType: 'child', label: 'Child (4–11 years)', minAgeMonths: 48, maxAgeMonths: 143, countsTowardsOccupancy: true, boatTicket: rm(50), active: true },
  toddler: { paxType: 'toddler', label: 'Toddler (1–3 years)', minAgeMonths: 12, maxAgeMonths: 47, countsTowardsOccupancy: false, boatTicket: rm(200), active: true },
  infant: { paxType: 'infant', label: 'Infant (under 12 months)', minAgeMonths: 0, maxAgeMonths: 11, countsTowardsOccupancy: false, boatTicket: 0, active: true },
});

/** Believable records for every resource, in the API's field names. */
export const demoData: Partial<Record<ResourceName, DemoRecord[]>> = {
  departments,
  beds,
  amenities,
  buildings,
  'room-types': roomTypes,
  'bed-combinations': bedCombinations,
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
  currencies,
  'booking-enquiries': bookingEnquiries,
  'lead-sources': leadSources,
  'additional-charges': additionalCharges,
  'promo-codes': promoCodes,
  events,
  banners,
  'agent-documents': agentDocuments,
  'pax-settings': paxSettings,
  'package-periods': demoPeriods,
  'package-rates': demoRates,
};
