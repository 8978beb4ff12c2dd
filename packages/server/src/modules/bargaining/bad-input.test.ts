// Bad input to every call of the files, spreadsheet and bargaining modules answers a 4xx error body,
// never a 500.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { DOWNLOAD_URL, UPLOAD_URL, multipart } from '../../test/file-fixtures.ts';
import { URLS } from './test-fixtures.ts';

let t: TestApp;
let supplier = '';
let buyer = '';

beforeAll(async () => {
  t = await createTestApp();
  supplier = (await signIn(t.app, DEMO.supplierDemo)).accessToken;
  buyer = (await signIn(t.app, DEMO.buyerAdmin)).accessToken;
});
afterAll(() => t.close());

const QUOTE_UPLOAD = '/api/admin/inquiry/cgInquiry/batchUpload';
const QUOTE_TEMPLATE = '/api/admin/file/template/quote';
const long = 'x'.repeat(600);

type As = 'supplier' | 'buyer' | 'nobody';
const get = (url: string, as: As = 'supplier'): [As, InjectOptions] => [as, { method: 'GET', url }];
const post = (url: string, payload: unknown, as: As = 'supplier'): [As, InjectOptions] => [
  as,
  { method: 'POST', url, payload: payload as InjectOptions['payload'] },
];
const raw = (url: string, type: string, payload: string | Buffer): [As, InjectOptions] => [
  'supplier',
  { method: 'POST', url, headers: { 'content-type': type }, payload },
];

const CASES: [string, [As, InjectOptions]][] = [
  ['answer: empty body', post(URLS.answer, {})],
  ['answer: version 0', post(URLS.answer, { id: 'a', version: 0, action: 'accept' })],
  ['answer: version text', post(URLS.answer, { id: 'a', version: 'one', action: 'accept' })],
  ['answer: unknown action', post(URLS.answer, { id: 'a', version: 1, action: 'haggle' })],
  [
    'answer: negative price',
    post(URLS.answer, { id: 'a', version: 1, action: 'answer', price: -1 }),
  ],
  ['answer: price text', post(URLS.answer, { id: 'a', version: 1, action: 'answer', price: 'x' })],
  ['answer: huge price', post(URLS.answer, { id: 'a', version: 1, action: 'answer', price: 1e20 })],
  [
    'answer: long remarks',
    post(URLS.answer, { id: 'a', version: 1, action: 'accept', remarks: long }),
  ],
  ['answer: long id', post(URLS.answer, { id: long, version: 1, action: 'accept' })],
  ['answer: array body', post(URLS.answer, [1, 2])],
  ['answer: bad JSON', raw(URLS.answer, 'application/json', '{"id":')],
  ['answer: unknown round', post(URLS.answer, { id: 'nope', version: 1, action: 'accept' })],
  ['decline: no version', post(URLS.decline, { id: 'a' })],
  ['decline: text body', raw(URLS.decline, 'text/plain', 'decline')],
  ['batch: no ids', post(URLS.batchDecline, { ids: [] })],
  ['batch: ids not a list', post(URLS.batchDecline, { ids: 'a' })],
  [
    'batch: too many ids',
    post(URLS.batchDecline, { ids: Array.from({ length: 501 }, (_, i) => `r${i}`) }),
  ],
  ['batch: unknown ids', post(URLS.batchDecline, { ids: ['nope'] })],
  ['list: page 0', get(`${URLS.list}?current=0`)],
  ['list: page size 1000', get(`${URLS.list}?size=1000`)],
  ['list: unknown status', get(`${URLS.list}?status=won`)],
  ['list: long keyword', get(`${URLS.list}?keyword=${long}`)],
  ['template: forged token', get(`${URLS.template}?token=forged`, 'nobody')],
  ['download: forged token', get(`${DOWNLOAD_URL}?obj=a&token=forged`, 'nobody')],
  ['quote template: no inquiry', get(QUOTE_TEMPLATE)],
  ['quote template: unknown inquiry', get(`${QUOTE_TEMPLATE}?inquiryId=nope`)],
  ['download: no id', get(DOWNLOAD_URL)],
  ['download: long id', get(`${DOWNLOAD_URL}?obj=${'a'.repeat(65)}`)],
  ['download: bad type', get(`${DOWNLOAD_URL}?obj=a&type=run`)],
  ['download: unknown file', get(`${DOWNLOAD_URL}?obj=a`)],
  ['upload: JSON body', post(UPLOAD_URL, { file: 'a' })],
  ['upload: form body', raw(UPLOAD_URL, 'application/x-www-form-urlencoded', 'file=a')],
  ['upload: multipart without boundary', raw(UPLOAD_URL, 'multipart/form-data', 'garbage')],
  ['upload: garbage multipart', raw(UPLOAD_URL, 'multipart/form-data; boundary=x', 'garbage')],
  ['quote upload: JSON body', post(QUOTE_UPLOAD, { inquiryId: 'a' })],
  [
    'bargaining upload: no file',
    raw(URLS.upload, multipart({}).headers['content-type'] ?? '', multipart({}).payload),
  ],
  ['buyer list: unknown kind', get(`${URLS.buyerInquiries}?kind=weapons`, 'buyer')],
  ['buyer list: unknown status', get(`${URLS.buyerInquiries}?status=lost`, 'buyer')],
  ['buyer list: bad sort', get(`${URLS.buyerInquiries}?sort=drop table`, 'buyer')],
  ['compare: no inquiry', get(URLS.compare, 'buyer')],
  ['compare: unknown currency', get(`${URLS.compare}?inquiryId=a&currency=BTC`, 'buyer')],
  ['compare: unknown inquiry', get(`${URLS.compare}?inquiryId=a`, 'buyer')],
  [
    'open: no lines',
    post(
      URLS.open,
      { quoteLineIds: [], targetPrice: 1, deadline: '2099-01-01T00:00:00Z' },
      'buyer',
    ),
  ],
  [
    'open: zero price',
    post(
      URLS.open,
      { quoteLineIds: ['a'], targetPrice: 0, deadline: '2099-01-01T00:00:00Z' },
      'buyer',
    ),
  ],
  [
    'open: bad deadline',
    post(URLS.open, { quoteLineIds: ['a'], targetPrice: 1, deadline: 'tomorrow' }, 'buyer'),
  ],
  [
    'open: unknown line',
    post(
      URLS.open,
      { quoteLineIds: ['a'], targetPrice: 1, deadline: '2099-01-01T00:00:00Z' },
      'buyer',
    ),
  ],
  ['buyer rounds: page size 0', get(`${URLS.buyerRounds}?size=0`, 'buyer')],
];

describe('bad input', () => {
  it.each(CASES)('%s answers 4xx with an error body', async (_name, [as, request]) => {
    const token = as === 'buyer' ? buyer : as === 'supplier' ? supplier : undefined;
    const res = await t.app.inject({
      ...request,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(request.headers as Record<string, string> | undefined),
      },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = res.json<{ code: number; msg: string; error_description: string }>();
    expect(body.code).toBe(res.statusCode);
    expect(body.msg).toBeTruthy();
  });
});
