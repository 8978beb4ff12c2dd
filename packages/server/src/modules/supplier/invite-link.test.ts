// The registration link in an invitation e-mail names the configured PUBLIC_URL, whatever Host or
// Origin the buyer's request carried: those are chosen by whoever sends the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

const PUBLIC_URL = 'https://portal.buyer.example';
const FORGED = {
  host: 'evil.example',
  origin: 'https://evil.example',
  'x-forwarded-host': 'evil.example',
};
let t: TestApp;
let buyer = '';

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  buyer = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
});
afterAll(() => t.close());

async function mailBodies(inviteId: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('outbox')
    .select('payload')
    .where('subject_id', '=', inviteId)
    .where('kind', '=', 'mail.invite')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => (r.payload as { body: string }).body);
}

describe('invitation links', () => {
  it('use PUBLIC_URL, not the Host or Origin of the request, when sent and sent again', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/supplier/supInvite/createInvite',
      headers: bearer(buyer, FORGED),
      payload: { companyName: 'Link Test Co.', email: 'link@test.example', kind: 'aviation' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const invite = created.json<{ data: { id: string; version: number } }>().data;
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/supplier/supInvite/resendEmail',
      headers: bearer(buyer, FORGED),
      payload: { id: invite.id, version: invite.version },
    });
    expect(resent.statusCode, resent.body).toBe(200);

    const bodies = await mailBodies(invite.id);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      expect(body).toMatch(/https:\/\/portal\.buyer\.example\/supRegister\?code=[A-Z2-9]{8}/);
      expect(body).not.toContain('evil.example');
    }
  });
});
