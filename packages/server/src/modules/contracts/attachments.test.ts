import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_ATTACHMENT_MAX_BYTES, CONTRACT_ATTACHMENTS_MAX } from '@portal/contract';
import { erpContract, postErpContract } from '../../test/contract-fixtures.ts';
import { DEMO_INTEGRATION_KEY } from '../../config.ts';
import { DOWNLOAD_URL, EXE, PDF, PNG, multipart, postMultipart } from '../../test/file-fixtures.ts';
import { DEMO_CODE, OTHER_CODE } from '../../test/inquiry-fixtures.ts';
import { bearer, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';

const UPLOAD = '/api/admin/contract/Contract/attachment/upload';
const DELETE = '/api/admin/contract/Contract/attachment/delete';
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await signInAll(t.app, ['supplierDemo', 'supplierOther', 'buyerAdmin']));
});
afterAll(() => t.close());

const stored = () => readdir(t.app.services.config.uploadDir).catch(() => [] as string[]);

async function issue(supplierCode = DEMO_CODE): Promise<{ id: string; number: string }> {
  const body = erpContract({ supplierCode });
  const res = await postErpContract(t.app, body);
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.id, number: body.contractNumber };
}

const upload = (
  id: string,
  name = 'certificate.pdf',
  content: Buffer = PDF,
  token = 'supplierDemo',
) => postMultipart(t.app, UPLOAD, tokens[token]!, { id }, [{ name, content }]);

async function uploadOk(id: string, name = 'certificate.pdf', content: Buffer = PDF) {
  const res = await upload(id, name, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string; name: string; source: string; versionNo: number } }>().data;
}

const remove = (id: string, fileId: string, token = 'supplierDemo', lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: DELETE,
    headers: bearer(tokens[token]!, { 'accept-language': lang }),
    payload: { id, fileId },
  });

const detail = async (id: string, side: 'supplier' | 'buyer' = 'supplier') => {
  const res = await t.app.inject({
    method: 'GET',
    url:
      side === 'supplier'
        ? '/api/admin/contract/Contract/detail'
        : '/api/admin/contract/hnaContract/detail',
    query: { id },
    headers: bearer(tokens[side === 'supplier' ? 'supplierDemo' : 'buyerAdmin']!),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    attachments: { id: string; name: string; source: string; uploadedBy: string }[];
  };
};

const logItems = (prefix: string) =>
  t.database.db
    .selectFrom('operation_logs')
    .select('item')
    .where('item', 'like', `${prefix}%`)
    .execute();

const setState = (id: string, state: 'confirmed' | 'closed') =>
  t.database.db.updateTable('contracts').set({ state }).where('id', '=', id).execute();

describe('uploading a contract attachment', () => {
  it('stores the file, lists it on both sides’ contract pages and logs it', async () => {
    const c = await issue();
    const file = await uploadOk(c.id, 'acknowledgement.pdf');
    expect(file).toMatchObject({ name: 'acknowledgement.pdf', source: 'supplier', versionNo: 1 });
    expect(await stored()).toContain(file.id);
    expect((await detail(c.id)).attachments).toMatchObject([
      { id: file.id, name: 'acknowledgement.pdf', source: 'supplier' },
    ]);
    expect((await detail(c.id, 'buyer')).attachments.map((a) => a.id)).toEqual([file.id]);
    expect(await logItems(`contract.attachment.add ${c.number}`)).toEqual([
      { item: `contract.attachment.add ${c.number} ${file.id}` },
    ]);
  });

  it('lets the supplier and the buyer download it, and not another supplier', async () => {
    const c = await issue();
    const file = await uploadOk(c.id, 'drawing.png', PNG);
    const download = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `${DOWNLOAD_URL}?obj=${file.id}`,
        headers: bearer(token),
      });
    const own = await download(tokens.supplierDemo!);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect((await download(tokens.buyerAdmin!)).statusCode).toBe(200);
    expect((await download(tokens.supplierOther!)).statusCode).toBe(404);
  });

  it("answers 404 for another company's contract and keeps no file", async () => {
    const theirs = await issue(OTHER_CODE);
    const before = await stored();
    const res = await upload(theirs.id);
    expect(res.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
    expect((await upload('no-such-contract')).statusCode).toBe(404);
  });

  it('refuses a buyer (403) and a caller without a session (401)', async () => {
    const c = await issue();
    expect((await upload(c.id, 'a.pdf', PDF, 'buyerAdmin')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: UPLOAD, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a type outside the list, content that lies about its type and a missing file', async () => {
    const c = await issue();
    const before = await stored();
    const exe = await upload(c.id, 'setup.exe', EXE);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().msg).toMatch(/format/i);
    // On the product rules' list, but not one a contract takes.
    expect((await upload(c.id, 'slides.pptx', PDF)).statusCode).toBe(400);
    expect((await upload(c.id, 'fake.pdf', EXE)).statusCode).toBe(400);
    const none = await postMultipart(t.app, UPLOAD, tokens.supplierDemo!, { id: c.id }, []);
    expect(none.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    expect((await detail(c.id)).attachments).toEqual([]);
  });

  it('refuses a file of 20 MB or more with 413, in the caller’s language', async () => {
    const c = await issue();
    const before = await stored();
    const big = Buffer.concat([PDF, Buffer.alloc(CONTRACT_ATTACHMENT_MAX_BYTES - PDF.length)]);
    const res = await upload(c.id, 'scan.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('The file size cannot exceed 20 MB');
    const zh = await postMultipart(
      t.app,
      UPLOAD,
      tokens.supplierDemo!,
      { id: c.id },
      [{ name: 'scan.pdf', content: big }],
      'zh',
    );
    expect(zh.json().msg).toBe('文件大小不能超过 20 MB');
    expect(await stored()).toEqual(before);
  });

  it(`refuses the supplier's ${CONTRACT_ATTACHMENTS_MAX + 1}th upload on one contract (409)`, async () => {
    const c = await issue();
    for (let i = 0; i < CONTRACT_ATTACHMENTS_MAX; i += 1) await uploadOk(c.id, `part-${i}.pdf`);
    const res = await upload(c.id, 'one-more.pdf');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain(`${CONTRACT_ATTACHMENTS_MAX}`);
    expect((await detail(c.id)).attachments).toHaveLength(CONTRACT_ATTACHMENTS_MAX);
  });

  it('refuses an upload past the company’s storage quota (413)', async () => {
    const c = await issue();
    const company = await t.database.db
      .selectFrom('companies')
      .select('id')
      .where('code', '=', DEMO_CODE)
      .executeTakeFirstOrThrow();
    // A row that takes the whole quota (its bytes are not needed to count).
    const filler = randomUUID();
    await t.database.db
      .insertInto('files')
      .values({
        id: filler,
        company_id: company.id,
        uploaded_by: null,
        name: 'filler.zip',
        ext: 'zip',
        size: t.app.services.config.fileQuotaBytes,
        mime: 'application/zip',
        storage_key: filler,
        purpose: 'general',
      })
      .execute();
    try {
      const res = await upload(c.id);
      expect(res.statusCode).toBe(413);
      expect(res.json().msg).toMatch(/storage/i);
      expect((await detail(c.id)).attachments).toEqual([]);
    } finally {
      await t.database.db.deleteFrom('files').where('id', '=', filler).execute();
    }
  });

  it('refuses a frozen company (403) and a closed contract (409)', async () => {
    const c = await issue();
    await t.database.db
      .updateTable('companies')
      .set({ quality_frozen: true })
      .where('code', '=', DEMO_CODE)
      .execute();
    try {
      const frozen = await upload(c.id);
      expect(frozen.statusCode).toBe(403);
      expect(frozen.json().msg).toMatch(/frozen/i);
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ quality_frozen: false })
        .where('code', '=', DEMO_CODE)
        .execute();
    }
    await setState(c.id, 'closed');
    expect((await upload(c.id)).statusCode).toBe(409);
    expect((await detail(c.id)).attachments).toEqual([]);
  });

  it('still takes documents once the contract is confirmed (certificates come with delivery)', async () => {
    const c = await issue();
    await setState(c.id, 'confirmed');
    await uploadOk(c.id, 'coc.pdf');
  });
});

describe('deleting a contract attachment', () => {
  it('deletes the row, the file and its bytes, and logs it', async () => {
    const c = await issue();
    const file = await uploadOk(c.id);
    const res = await remove(c.id, file.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('The attachment was deleted');
    expect((await detail(c.id)).attachments).toEqual([]);
    expect(await stored()).not.toContain(file.id);
    const row = await t.database.db
      .selectFrom('files')
      .select('id')
      .where('id', '=', file.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await logItems(`contract.attachment.delete ${c.number}`)).toHaveLength(1);
    // Twice: it is gone.
    expect((await remove(c.id, file.id)).statusCode).toBe(404);
  });

  it("answers 404 for another company's contract, and for a file not on this contract", async () => {
    const c = await issue();
    const file = await uploadOk(c.id);
    const other = await remove(c.id, file.id, 'supplierOther');
    expect(other.statusCode).toBe(404);
    const elsewhere = await issue();
    expect((await remove(elsewhere.id, file.id)).statusCode).toBe(404);
    expect((await detail(c.id)).attachments).toHaveLength(1);
  });

  it('refuses a buyer (403) and bad input (400)', async () => {
    const c = await issue();
    const file = await uploadOk(c.id);
    expect((await remove(c.id, file.id, 'buyerAdmin')).statusCode).toBe(403);
    expect((await remove(c.id, '')).statusCode).toBe(400);
    expect((await remove(c.id, 'x'.repeat(65))).statusCode).toBe(400);
  });

  it('refuses once the version is confirmed, superseded or the contract closed (409)', async () => {
    const confirmed = await issue();
    const a = await uploadOk(confirmed.id);
    await setState(confirmed.id, 'confirmed');
    const res = await remove(confirmed.id, a.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/can no longer be deleted/);
    const zh = await remove(confirmed.id, a.id, 'supplierDemo', 'zh');
    expect(zh.json().msg).toMatch(/不能删除/);

    const closed = await issue();
    const b = await uploadOk(closed.id);
    await setState(closed.id, 'closed');
    expect((await remove(closed.id, b.id)).statusCode).toBe(409);

    // A revision from the ERP: the document stays with the version it came with.
    const body = erpContract();
    const revised = (await postErpContract(t.app, body)).json().data.id as string;
    const c = await uploadOk(revised);
    await postErpContract(t.app, { ...body, remark: 'New delivery dates' });
    expect((await remove(revised, c.id)).statusCode).toBe(409);
    expect((await detail(revised)).attachments).toHaveLength(1);
  });

  it('lets a frozen company take back its own upload', async () => {
    const c = await issue();
    const file = await uploadOk(c.id);
    await t.database.db
      .updateTable('companies')
      .set({ commercial_frozen: true })
      .where('code', '=', DEMO_CODE)
      .execute();
    try {
      expect((await remove(c.id, file.id)).statusCode).toBe(200);
    } finally {
      await t.database.db
        .updateTable('companies')
        .set({ commercial_frozen: false })
        .where('code', '=', DEMO_CODE)
        .execute();
    }
  });
});

describe("the ERP's documents", () => {
  const ERP_FILE = '/api/admin/integration/erp/contractFile';
  const erpUpload = (
    name = 'contract.pdf',
    content: Buffer = PDF,
    key: string | null = DEMO_INTEGRATION_KEY,
  ) => {
    const body = multipart({}, [{ name, content }]);
    return t.app.inject({
      method: 'POST',
      url: ERP_FILE,
      headers: { ...body.headers, ...(key === null ? {} : { 'x-integration-key': key }) },
      payload: body.payload,
    });
  };
  const erpFile = async (name = 'contract.pdf', content: Buffer = PDF) => {
    const res = await erpUpload(name, content);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  };

  it('attaches them to the version the contract call makes; the supplier reads but cannot delete them', async () => {
    const text = await erpFile('contract-text.pdf');
    const body = erpContract({ attachments: [text] });
    const res = await postErpContract(t.app, body);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as string;
    expect((await detail(id)).attachments).toMatchObject([
      { id: text, name: 'contract-text.pdf', source: 'erp', uploadedBy: '王磊' },
    ]);
    const download = (token: string) =>
      t.app.inject({ method: 'GET', url: `${DOWNLOAD_URL}?obj=${text}`, headers: bearer(token) });
    expect((await download(tokens.supplierDemo!)).statusCode).toBe(200);
    expect((await download(tokens.supplierOther!)).statusCode).toBe(404);
    const refused = await remove(id, text);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe("The buyer's documents cannot be deleted");
    // A revision adds its own; the first keeps its version.
    const drawing = await erpFile('drawing.png', PNG);
    await postErpContract(t.app, { ...body, attachments: [text, drawing] });
    const after = (await detail(id)).attachments as unknown as { id: string; versionNo: number }[];
    expect(after.map((a) => [a.id, a.versionNo])).toEqual([
      [text, 1],
      [drawing, 2],
    ]);
  });

  it('refuses an upload without the key, of a wrong type or too large', async () => {
    expect((await erpUpload('a.pdf', PDF, null)).statusCode).toBe(401);
    expect((await erpUpload('a.pdf', PDF, 'wrong-key')).statusCode).toBe(401);
    expect((await erpUpload('setup.exe', EXE)).statusCode).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(CONTRACT_ATTACHMENT_MAX_BYTES - PDF.length)]);
    expect((await erpUpload('scan.pdf', big)).statusCode).toBe(413);
  });

  it("refuses an unknown id, a supplier's upload and too many documents (400), issuing nothing", async () => {
    const c = await issue();
    const own = await uploadOk(c.id);
    for (const attachments of [['no-such-file'], [own.id]]) {
      const body = erpContract({ attachments });
      const res = await postErpContract(t.app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toHaveProperty('attachments.0');
      const kept = await t.database.db
        .selectFrom('contracts')
        .select('id')
        .where('contract_number', '=', body.contractNumber)
        .execute();
      expect(kept).toEqual([]);
    }
    const many = erpContract({ attachments: Array.from({ length: 21 }, (_, i) => `f${i}`) });
    expect((await postErpContract(t.app, many)).statusCode).toBe(400);
  });
});
