// The signed-in user's own profile through the API: reading and saving name, e-mail, mobile and
// avatar (the create form's bounds, 400 with the field's reason); the input has no id, so an id
// sent along changes nothing of another account; the avatar must be the caller's own upload, an
// image of an allowed type and size; the change is in the operation log and the header's profile
// (getUserInfo) shows it at once.
import { AVATAR_MAX_BYTES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';
import { PDF, PNG, UPLOAD_URL, postMultipart } from '../../test/file-fixtures.ts';

const API = '/api/admin/sys/user';
let t: TestApp;
const tokens = {} as Record<'buyerCommercial' | 'supplierDemo' | 'supplierOther', string>;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(
    tokens,
    await signInAll(t.app, ['buyerCommercial', 'supplierDemo', 'supplierOther']),
  );
});
afterAll(() => t.close());

interface Profile {
  id: string;
  account: string;
  name: string;
  email: string;
  mobile: string;
  avatar: string;
  version: number;
}

const mine = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${API}/profile`,
      headers: bearer(token, { 'accept-language': 'en' }),
    })
  ).json<{ data: Profile }>().data;

const save = (token: string, payload: object, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${API}/update`,
    headers: bearer(token, { 'accept-language': lang }),
    payload,
  });

async function uploadFile(token: string, name: string, content: Buffer): Promise<string> {
  const res = await postMultipart(t.app, UPLOAD_URL, token, { purpose: 'general' }, [
    { name, content },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

describe('own profile', () => {
  it('saves name, e-mail, mobile and avatar, logs it and shows it in getUserInfo', async () => {
    const before = await mine(tokens.buyerCommercial);
    expect(before.account).toBe('buyer.commercial');
    const avatar = await uploadFile(tokens.buyerCommercial, 'me.png', PNG);
    const res = await save(tokens.buyerCommercial, {
      version: before.version,
      name: 'Chen Jing',
      email: 'Chen.Jing@Example.com',
      mobile: '+86 138 0000 0002',
      avatar,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Your profile is saved');
    expect(res.json<{ data: Profile }>().data).toMatchObject({
      name: 'Chen Jing',
      email: 'chen.jing@example.com',
      mobile: '+86 138 0000 0002',
      avatar,
      version: before.version + 1,
    });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sys/user/getUserInfo',
      headers: bearer(tokens.buyerCommercial),
    });
    expect(info.json().data.user).toMatchObject({ realName: 'Chen Jing', avatar });
    const log = await t.database.db
      .selectFrom('operation_logs')
      .select('changes')
      .where('item', '=', 'profile.update buyer.commercial')
      .executeTakeFirstOrThrow();
    expect(log.changes).toMatchObject({ after: { name: 'Chen Jing', avatar } });

    // The same version again is stale.
    const stale = await save(tokens.buyerCommercial, { version: before.version, name: 'X' });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses out-of-bounds fields with their reasons, in both languages', async () => {
    const { version } = await mine(tokens.supplierOther);
    const res = await save(tokens.supplierOther, {
      version,
      name: '',
      email: 'not-an-address',
      mobile: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({
      name: 'Please enter the name',
      email: 'Please enter a valid e-mail address',
      mobile: 'Please enter a valid mobile number',
    });
    const zh = await save(tokens.supplierOther, { version, name: 'x'.repeat(21) }, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.fields.name).toBe('最多 20 个字符');
  });

  it('changes only the caller: an id in the input is not another account', async () => {
    const other = await mine(tokens.supplierOther);
    const me = await mine(tokens.supplierDemo);
    const res = await save(tokens.supplierDemo, {
      id: other.id,
      version: me.version,
      name: 'Not Other',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Profile }>().data.id).toBe(me.id);
    expect((await mine(tokens.supplierOther)).name).toBe(other.name);
  });

  it('takes as avatar only an own upload that is a PNG or JPEG of at most 1 MB', async () => {
    const refused = async (token: string, avatar: string) => {
      const { version } = await mine(token);
      const res = await save(token, { version, name: 'Avatar Test', avatar });
      expect(res.statusCode).toBe(400);
      return res.json<{ msg: string }>().msg;
    };
    const pdf = await uploadFile(tokens.supplierDemo, 'me.pdf', PDF);
    expect(await refused(tokens.supplierDemo, pdf)).toBe('The picture must be a PNG or JPEG image');
    const big = await uploadFile(tokens.supplierDemo, 'big.png', PNG);
    await t.database.db
      .updateTable('files')
      .set({ size: AVATAR_MAX_BYTES + 1 })
      .where('id', '=', big)
      .execute();
    expect(await refused(tokens.supplierDemo, big)).toBe('The picture can be at most 1 MB');
    // Another user's upload (another company's here) and an unknown id are not found.
    const others = await uploadFile(tokens.supplierOther, 'o.png', PNG);
    expect(await refused(tokens.supplierDemo, others)).toBe(
      'The picture was not found: upload it again',
    );
    expect(await refused(tokens.supplierDemo, 'no-such-file')).toBe(
      'The picture was not found: upload it again',
    );
  });
});
