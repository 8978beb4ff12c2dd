// Test helpers for the company profile: a complete basic section and a business license, so a
// test can submit a supplier's profile for review the way the supplier does in the browser.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './test-app.ts';
import { PDF, UPLOAD_URL, postMultipart } from './file-fixtures.ts';

export const PROFILE_API = '/api/admin/supplier/supBasic';

export const BASIC = {
  nameEn: 'Tiangong Aviation Materials Co., Ltd.',
  country: 'CN',
  registeredCapital: 5_000_000,
  capitalCurrency: 'CNY',
  licenseNumber: '91320000MA1TG00001',
  legalRepresentative: '王立',
  foundedOn: '2012-05-18',
  registeredAddress: '江苏省南京市江宁区将军大道 88 号',
  officeAddress: '',
  website: 'https://tiangong.example',
  contacts: [
    {
      name: '李娜',
      position: 'Sales manager',
      phone: '+86 25 5555 0101',
      email: 'li.na@tiangong.example',
      primary: true,
    },
  ],
};

export function profileCall(app: FastifyInstance, token: string, path: string, payload?: object) {
  return app.inject({
    method: payload ? 'POST' : 'GET',
    url: `${PROFILE_API}/${path}`,
    headers: bearer(token, { 'accept-language': 'en' }),
    ...(payload ? { payload } : {}),
  });
}

/** The signed-in supplier's profile. */
export async function ownProfile(app: FastifyInstance, token: string) {
  const res = await profileCall(app, token, 'info');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { version: number; name: string } & Record<string, unknown> }>().data;
}

/** Uploads a PDF with purpose `profile` and answers its id. */
export async function uploadProfileFile(app: FastifyInstance, token: string, name = 'license.pdf') {
  const res = await postMultipart(app, UPLOAD_URL, token, { purpose: 'profile' }, [
    { name, content: PDF, type: 'application/pdf' },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

/** Fills the basic section and adds a business license valid for a year; answers the version. */
export async function completeProfile(app: FastifyInstance, token: string): Promise<number> {
  const profile = await ownProfile(app, token);
  const saved = await profileCall(app, token, 'saveBasic', {
    ...BASIC,
    name: profile.name,
    version: profile.version,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const fileId = await uploadProfileFile(app, token);
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const added = await profileCall(app, token, 'addQualification', {
    version: saved.json().data.version,
    kind: 'businessLicense',
    number: BASIC.licenseNumber,
    issuer: '南京市市场监督管理局',
    expiresOn: nextYear,
    fileId,
  });
  expect(added.statusCode, added.body).toBe(200);
  return added.json<{ data: { version: number } }>().data.version;
}
