import { ref, type DemoRecord } from './demoData';

/** The one password of every demo sign-in. */
export const DEMO_PASSWORD = 'Demo!2345';

const person = (key: string, values: Record<string, unknown>): DemoRecord => ({ key, values: { password: DEMO_PASSWORD, active: true, ...values } });

/** Staff of the demo resort; the first two are the documented demo sign-ins. */
export const demoStaff: DemoRecord[] = [
  person('admin', { firstName: 'Aisyah', lastName: 'Rahman', email: 'admin@resort.test', phone: '+60 9-622 1001', roleId: ref('roles', 'admin'), departmentId: ref('departments', 'front-office') }),
  person('editor', { firstName: 'Daniel', lastName: 'Tan', email: 'editor@resort.test', phone: '+60 9-622 1002', roleId: ref('roles', 'editor'), departmentId: ref('departments', 'reservations') }),
  person('dive-lead', { firstName: 'Hafiz', lastName: 'Ismail', email: 'hafiz.dive@resort.test', phone: '+60 9-622 1050', roleId: ref('roles', 'editor'), departmentId: ref('departments', 'dive-centre') }),
  person('finance', { firstName: 'Mei Ling', lastName: 'Wong', email: 'meiling.finance@resort.test', phone: '+60 9-622 1010', roleId: ref('roles', 'editor'), departmentId: ref('departments', 'finance') }),
  person('former', { firstName: 'Rajesh', lastName: 'Kumar', email: 'rajesh.fo@resort.test', phone: '+60 9-622 1003', roleId: ref('roles', 'editor'), departmentId: ref('departments', 'front-office'), active: false }),
];

/** Travel agents (TA) and freelancers (F); ta@ and freelancer@ are the documented demo sign-ins. */
export const demoAgents: DemoRecord[] = [
  person('ta', { firstName: 'Siti', lastName: 'Abdullah', email: 'ta@agency.test', phone: '+60 3-2141 8800', companyName: 'Terengganu Island Holidays Sdn Bhd', agentType: 'TA', agentCategoryId: ref('agent-categories', 'ta-gold'), status: 'A', agencyRole: 'admin', licenseNumber: 'KPK/LN 9876', address: '12 Jalan Sultan Ismail', area: 'Bukit Bintang', city: 'Kuala Lumpur', postcode: '50250', state: 'W.P. Kuala Lumpur', country: 'Malaysia', countryCode: '+60' }),
  person('freelancer', { firstName: 'Kevin', lastName: 'Lim', email: 'freelancer@agent.test', phone: '+60 12-388 4521', agentType: 'F', agentCategoryId: ref('agent-categories', 'f-standard'), status: 'A', agencyRole: 'admin', address: '27 Jalan Harimau Tarum', area: 'Taman Century', city: 'Johor Bahru', postcode: '80250', state: 'Johor', country: 'Malaysia', countryCode: '+60' }),
  person('sg-agency', { firstName: 'Priya', lastName: 'Nair', email: 'priya@lioncitytravel.test', phone: '+65 6222 1188', companyName: 'Lion City Travel Pte Ltd', agentType: 'TA', agentCategoryId: ref('agent-categories', 'ta-gold'), status: 'A', agencyRole: 'admin', address: '80 Robinson Road, #10-01', area: 'Downtown Core', city: 'Singapore', postcode: '068898', state: 'Singapore', country: 'Singapore', countryCode: '+65' }),
  person('pending', { firstName: 'Ahmad', lastName: 'Zulkifli', email: 'ahmad@pesisirtours.test', phone: '+60 9-631 2200', companyName: 'Pesisir Tours', agentType: 'TA', status: 'P', agencyRole: 'admin', address: '22 Jalan Sultan Zainal Abidin', area: 'Bandar', city: 'Kuala Terengganu', postcode: '20000', state: 'Terengganu', country: 'Malaysia', countryCode: '+60' }),
  person('rejected', { firstName: 'Chong', lastName: 'Wei', email: 'chong@quicktrips.test', phone: '+60 16-220 9911', agentType: 'F', status: 'R', agencyRole: 'admin', address: '5 Jalan Sultan Idris Shah', area: 'Greentown', city: 'Ipoh', postcode: '30450', state: 'Perak', country: 'Malaysia', countryCode: '+60' }),
];

/**
 * People of the demo agency (ta@agency.test is its account and first admin): an editor who books and pays,
 * and a viewer who reads the agency's bookings and wallet. Both are documented demo sign-ins.
 */
export const demoAgencyMembers = {
  agency: 'ta',
  records: [
    person('ta-sales', { firstName: 'Farid', lastName: 'Hassan', email: 'sales@agency.test', phone: '+60 3-2141 8802', companyName: 'Terengganu Island Holidays Sdn Bhd', agentType: 'TA', agentCategoryId: ref('agent-categories', 'ta-gold'), status: 'A', agencyRole: 'editor', address: '12 Jalan Sultan Ismail', area: 'Bukit Bintang', city: 'Kuala Lumpur', postcode: '50250', state: 'W.P. Kuala Lumpur', country: 'Malaysia', countryCode: '+60' }),
    person('ta-accounts', { firstName: 'Mei Yee', lastName: 'Lee', email: 'accounts@agency.test', phone: '+60 3-2141 8803', companyName: 'Terengganu Island Holidays Sdn Bhd', agentType: 'TA', agentCategoryId: ref('agent-categories', 'ta-gold'), status: 'A', agencyRole: 'viewer', address: '12 Jalan Sultan Ismail', area: 'Bukit Bintang', city: 'Kuala Lumpur', postcode: '50250', state: 'W.P. Kuala Lumpur', country: 'Malaysia', countryCode: '+60' }),
  ] satisfies DemoRecord[],
};

/** Guests have sign-ins but no back-office resource. */
export const demoGuests = [{ firstName: 'Nurul', lastName: 'Huda', email: 'guest@guest.test', phone: '+60 13-901 2345' }];
