import type { TestApp } from './testApp';

/** `count` approved freelancers created by staff, signed in: their e-mails and tokens. */
export const approvedAgents = async (api: TestApp, adminToken: string, count: number, prefix = 'agent') =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `${prefix}${i}@crowd.test`;
      const created = await api.call('POST', '/api/admin/travelagent', {
        token: adminToken,
        body: { firstName: 'Crowd', lastName: `Agent ${i}`, email, phone: `+60 12-000 ${String(1000 + i)}`, password: 'Crowd!2345x', agentType: 'F', status: 'A', agencyRole: 'admin' },
      });
      if (created.status !== 201) throw new Error(`agent ${email}: ${created.status} ${created.text}`);
      return { email, token: await api.login(email, 'Crowd!2345x') };
    }),
  );
