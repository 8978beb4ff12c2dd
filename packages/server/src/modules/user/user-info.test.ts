import { PAGE_NEEDS, PAGE_SUPPLIER_KIND, type MenuNode } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function urls(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => [...(n.url ? [n.url] : []), ...urls(n.childTrees)]);
}

async function userInfo(who: { account: string; password: string }, lang = 'en') {
  const { accessToken } = await signIn(t.app, who);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/sys/user/getUserInfo',
    headers: bearer(accessToken, { 'accept-language': lang }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    user: Record<string, unknown> & { permissions: string[] };
    menus: MenuNode[];
  };
}

describe('getUserInfo', () => {
  it('gives supplier.demo its company and only /sup/ menus', async () => {
    const { user, menus } = await userInfo(DEMO.supplierDemo, 'zh-CN');
    expect(user).toMatchObject({
      account: 'supplier.demo',
      companyKind: 'supplier',
      companyName: '演示航空零件有限公司',
      code: 'S100001',
      realName: '陈静',
      roles: ['supplier-admin'],
    });
    const all = urls(menus);
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((u) => u.startsWith('/sup/'))).toBe(true);
    expect(menus[0]).toMatchObject({ cname: 'menu:group.sup.home', clientType: 'supplier' });
    expect(menus[0]?.childTrees[0]).toMatchObject({ cname: 'menu:/sup/home', url: '/sup/home' });
    // Sub-pages come as hidden children of their list.
    const supInfo = menus.flatMap((g) => g.childTrees).find((n) => n.url === '/sup/supInfo/index');
    expect(supInfo?.childTrees.every((c) => c.hidden)).toBe(true);
  });

  it('gives buyer.admin only /hna/ and /sys/ menus', async () => {
    const { menus, user } = await userInfo(DEMO.buyerAdmin);
    const all = urls(menus);
    expect(all.every((u) => u.startsWith('/hna/') || u.startsWith('/sys/'))).toBe(true);
    expect(all).toContain('/sys/apiLog/index');
    expect(all).toContain('/hna/qualityApproval/index');
    expect(user.companyName).toBe('Demo Aviation Materials Group');
  });

  it('gives buyer.commercial no quality approval and the Submit OA action', async () => {
    const { menus, user } = await userInfo(DEMO.buyerCommercial);
    const all = urls(menus);
    expect(all.some((u) => u.startsWith('/hna/qualityApproval'))).toBe(false);
    expect(all).toContain('/hna/commercialApproval/index');
    expect(all).toContain('/hna/hnaCgQuote/index');
    expect(all).toContain('/hna/approve/task');
    expect(user.permissions).toContain('supplier:approval:submitOA');
    expect(user.permissions).not.toContain('supplier:approval:submitQAUDIT');
  });

  it('gives buyer.masterdata the sync action and the import page', async () => {
    const { menus, user } = await userInfo(DEMO.buyerMasterdata);
    const all = urls(menus);
    expect(all).toContain('/sys/supplier/import');
    expect(all).toContain('/hna/qualityApproval/detail/index');
    expect(all).not.toContain('/hna/qualityApproval/assess/index');
    expect(user.permissions).toContain('supplier:approval:sync');
  });

  it("shows no page whose data the user's roles may not read (PAGE_NEEDS)", async () => {
    // buyer.quality and buyer.masterdata keep the supplier lists but may not invite: the two
    // invitation pages would only answer 403, so their entries are not theirs.
    for (const who of [DEMO.buyerQuality, DEMO.buyerMasterdata]) {
      const { menus, user } = await userInfo(who);
      const all = urls(menus);
      expect(user.permissions).not.toContain('supplier:invite');
      expect(all).not.toContain('/hna/invite/index');
      expect(all).not.toContain('/hna/pdInvite/index');
      expect(all).toContain('/hna/hnaAdmit/index');
      for (const url of all) {
        const needs = PAGE_NEEDS[url];
        if (needs) expect(user.permissions, url).toContain(needs);
      }
    }
    const admin = urls((await userInfo(DEMO.buyerAdmin)).menus);
    expect(admin).toContain('/hna/invite/index');
  });

  it('shows the transport pages (PAGE_SUPPLIER_KIND) only to a transport supplier', async () => {
    const transportPages = Object.keys(PAGE_SUPPLIER_KIND);
    expect(transportPages).toEqual(
      expect.arrayContaining([
        '/sup/pdDemandQuote/index',
        '/sup/pdDemandOrder/index',
        '/sup/domesticTransport/index',
        '/sup/pdCustoms/index',
      ]),
    );
    // supplier.demo (aviation) and transport.demo share the supplier-admin role.
    const goods = await userInfo(DEMO.supplierDemo);
    const carrier = await userInfo(DEMO.transportDemo);
    expect(goods.user.roles).toEqual(carrier.user.roles);
    const goodsUrls = urls(goods.menus);
    const carrierUrls = urls(carrier.menus);
    for (const url of transportPages) {
      expect(goodsUrls, url).not.toContain(url);
      expect(carrierUrls, url).toContain(url);
    }
    // The goods supplier keeps its own logistics pages.
    expect(goodsUrls).toContain('/sup/customs/index');
    expect(goodsUrls).toContain('/sup/supContract/shipment');
  });

  it('answers 401 in Chinese without or with a forged token', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 401, msg: '请先登录' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: bearer('forged-token', { 'accept-language': 'zh' }),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error_description).toBe('登录已失效，请重新登录。');
  });

  it('answers getLoginType', async () => {
    const { accessToken } = await signIn(t.app, DEMO.supplierDemo);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sys/user/getLoginType',
      headers: bearer(accessToken),
    });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { loginType: 'password', companyKind: 'supplier', uShieldBound: false },
    });
  });
});
