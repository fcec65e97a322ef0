import { MENU_ENTRIES } from './menuEntries';
import { AGENCY_ROLES, AGENT_STATUSES, AGENT_TYPES, canOpen, canSee, viewerOf, type MenuLayout, type MenuViewer } from './menuRules';
import { PORTAL_MENU_ROUTES } from '../../../resources/portalRoutes';

const LAYOUTS: MenuLayout[] = ['vertical', 'horizontal'];
const viewers: MenuViewer[] = AGENT_TYPES.flatMap((agentType) =>
  AGENCY_ROLES.flatMap((agencyRole) => AGENT_STATUSES.map((status) => ({ agentType, agencyRole, status }))),
);

/** Spec sections 2 and 6, written out independently of the data: which entry shows for whom, where. */
const expected = (id: string, v: MenuViewer, layout: MenuLayout) => {
  const booker = v.agencyRole === 'admin' || v.agencyRole === 'editor';
  switch (id) {
    case 'new-booking':
      return booker && v.status === 'A';
    case 'my-bookings':
    case 'awaiting-approvals':
      return booker;
    case 'my-commissions':
    case 'referral-commissions':
      return v.agentType === 'F' || v.agentType === 'TA';
    case 'contract-rates':
    case 'my-addons':
      return layout === 'vertical' || v.agentType === 'TA';
    default:
      return true;
  }
};

describe('menu rules, over every agent type × agency role × status × layout', () => {
  for (const entry of MENU_ENTRIES) {
    test(entry.id, () => {
      for (const viewer of viewers)
        for (const layout of LAYOUTS) expect(canSee(entry.rule, viewer, layout), `${JSON.stringify(viewer)} ${layout}`).toBe(expected(entry.id, viewer, layout));
    });
  }

  test('a freelancer and a travel agency see My Commissions and Referral Commissions, in the Settings group', () => {
    const commissions = MENU_ENTRIES.filter((e) => ['my-commissions', 'referral-commissions'].includes(e.id));
    expect(commissions.map((e) => e.group)).toEqual(['settings', 'settings']);
    for (const agentType of AGENT_TYPES)
      for (const e of commissions) expect(canSee(e.rule, { agentType, agencyRole: 'viewer', status: 'A' }, 'horizontal')).toBe(true);
    // An account whose type is unknown (not F or TA) does not.
    for (const e of commissions) expect(canSee(e.rule, { agentType: null, agencyRole: 'admin', status: 'A' }, 'vertical')).toBe(false);
  });

  test('Contract Rates is hidden only from the horizontal menu of a freelancer; its URL stays open', () => {
    const rates = MENU_ENTRIES.find((e) => e.id === 'contract-rates')!;
    const freelancer: MenuViewer = { agentType: 'F', agencyRole: 'viewer', status: 'A' };
    expect([canSee(rates.rule, freelancer, 'vertical'), canSee(rates.rule, freelancer, 'horizontal'), canOpen(rates.rule, freelancer)]).toEqual([true, false, true]);
  });

  test('a session user with missing or unknown values is read as having none', () => {
    expect(viewerOf({ type: { code: 'TA' }, agencyRole: 'editor', status: { code: 'A' } })).toEqual({ agentType: 'TA', agencyRole: 'editor', status: 'A' });
    expect(viewerOf({ type: null, agencyRole: 'owner', status: null })).toEqual({ agentType: null, agencyRole: null, status: null });
  });
});

test('the menu lists each bookmarkable route once', () => {
  expect(MENU_ENTRIES.map((e) => e.route).sort()).toEqual([...PORTAL_MENU_ROUTES].sort());
});
