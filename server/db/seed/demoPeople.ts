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
  person('ta', { firstName: 'Siti', lastName: 'Abdullah', email: 'ta@agency.test', phone: '+60 3-2141 8800', companyName: 'Terengganu Island Holidays Sdn Bhd', agentType: 'TA', agentCategoryId: ref('agent-categories', 'ta-gold'), status: 'A', agencyRole: 'admin', licenseNumber: 'KPK/LN 9876', address: '12 Jalan Sultan Ismail', city: 'Kuala Lumpur', country: 'Malaysia' }),
  person('freelancer', { firstName: 'Kevin', lastName: 'Lim', email: 'freelancer@agent.test', phone: '+60 12-388 4521', agentType: 'F', agentCategoryId: ref('agent-categories', 'f-standard'), status: 'A', agencyRole: 'admin', city: 'Johor Bahru', country: 'Malaysia' }),
  person('sg-agency', { firstName: 'Priya', lastName: 'Nair', email: 'priya@lioncitytravel.test', phone: '+65 6222 1188', companyName: 'Lion City Travel Pte Ltd', agentType: 'TA', agentCategoryId: ref('agent-categories', 'ta-gold'), status: 'A', agencyRole: 'admin', city: 'Singapore', country: 'Singapore' }),
  person('pending', { firstName: 'Ahmad', lastName: 'Zulkifli', email: 'ahmad@pesisirtours.test', phone: '+60 9-631 2200', companyName: 'Pesisir Tours', agentType: 'TA', status: 'P', agencyRole: 'admin', city: 'Kuala Terengganu', country: 'Malaysia' }),
  person('rejected', { firstName: 'Chong', lastName: 'Wei', email: 'chong@quicktrips.test', phone: '+60 16-220 9911', agentType: 'F', status: 'R', agencyRole: 'admin', city: 'Ipoh', country: 'Malaysia' }),
];

/**
 * People of the demo agency (ta@agency.test is its account and first admin): an editor who books and pays,
 * and a viewer who reads the agency's bookings and wallet. Both are documented demo sign-ins.
 */
export const demoAgencyMembers = {
  agency: 'ta',
  records: [
    person('ta-sales', { firstName: 'Farid', lastName: 'Hassan', email: 'sales@agency.test', phone: '+60 3-2141 8802', companyName: 'Terengganu Island Holidays Sdn Bhd', agentType: 'TA', agentCategoryId: ref('agent-categories', 'ta-gold'), status: 'A', agencyRole: 'editor', city: 'Kuala Lumpur', country: 'Malaysia' }),
    person('ta-accounts', { firstName: 'Mei Yee', lastName: 'Lee', email: 'accounts@agency.test', phone: '+60 3-2141 8803', companyName: 'Terengganu Island Holidays Sdn Bhd', agentType: 'TA', agentCategoryId: ref('agent-categories', 'ta-gold'), status: 'A', agencyRole: 'viewer', city: 'Kuala Lumpur', country: 'Malaysia' }),
  ] satisfies DemoRecord[],
};

/** Guests have sign-ins but no back-office resource. */
export const demoGuests = [{ firstName: 'Nurul', lastName: 'Huda', email: 'guest@guest.test', phone: '+60 13-901 2345' }];
