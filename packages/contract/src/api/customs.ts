// Call definitions of the supplier's customs-broker authorizations (/sup/supCustoms/*): a person
// (name, ID or licence number, phone) or a customs brokerage company (name, customs registration
// code, scope, valid from/until), each with the signed authorization letter, revocable. The
// company comes from the session: a supplier sees and changes only its own.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import {
  CUSTOMS_CODE_PATTERN,
  CUSTOMS_KINDS,
  CUSTOMS_SCOPES,
  CUSTOMS_STATES,
} from '../supplier/quality.ts';
import { CUSTOMS_PERMISSION } from '../supplier/page-permissions.ts';
import { defineCall } from './define.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'customs';
const m = (key: MessageKey) => ({ message: key });
const id = z.string().min(1).max(64);
const version = z.coerce.number().int().min(1);
const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date(m('quality.dateRule'));
const text = (max: number) => z.string().trim().max(max);

export const customsListInput = pageInput.extend({
  kind: z.enum(CUSTOMS_KINDS).default('personal'),
  state: z.enum(CUSTOMS_STATES).optional(),
});

export const customsRow = z.object({
  id,
  kind: z.enum(CUSTOMS_KINDS),
  brokerName: z.string(),
  idNumber: z.string(),
  phone: z.string(),
  brokerCompany: z.string(),
  customsCode: z.string(),
  scope: z.enum(CUSTOMS_SCOPES).nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  letterFileId: z.string(),
  letterName: z.string(),
  state: z.enum(CUSTOMS_STATES),
  createdBy: z.string(),
  createdAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  revokeReason: z.string(),
  version: z.number().int(),
});
export type CustomsRow = z.infer<typeof customsRow>;
export const listCustomsAnswer = envelope(page(customsRow));
export const listCustoms = defineCall({
  method: 'GET',
  path: '/admin/supplier/supCustoms/list',
  encoding: 'query',
  audience: 'supplier',
  permission: CUSTOMS_PERMISSION,
  tag,
  summary:
    "The caller's company's customs-broker authorizations of one kind, newest first; `expired` is past its valid-until date.",
  input: customsListInput,
  answer: listCustomsAnswer,
});

// Not `id.min(1, …)`: id's own min(1) would answer first, with zod's untranslated words.
const letter = z.string().min(1, m('customs.letterRequired')).max(64);
const dates = {
  validFrom: isoDate,
  validUntil: isoDate,
};
const untilAfterFrom = (v: { validFrom: string; validUntil: string }) =>
  v.validUntil >= v.validFrom;

/** A person: the broker's name, ID card or licence number, phone. */
export const personalCustomsInput = z
  .object({
    kind: z.literal('personal'),
    brokerName: text(60).min(2, m('customs.nameRequired')),
    idNumber: text(40).regex(/^[A-Za-z0-9-]{5,40}$/, m('customs.idNumberRule')),
    phone: text(30).regex(/^\+?[0-9 -]{6,30}$/, m('customs.phoneRule')),
    ...dates,
    letterFileId: letter,
  })
  .refine(untilAfterFrom, { ...m('customs.untilBeforeFrom'), path: ['validUntil'] });

/** A customs brokerage company: its name, customs registration code, scope. */
export const companyCustomsInput = z
  .object({
    kind: z.literal('company'),
    brokerCompany: text(100).min(2, m('customs.companyRequired')),
    customsCode: text(10).toUpperCase().regex(CUSTOMS_CODE_PATTERN, m('customs.customsCodeRule')),
    scope: z.enum(CUSTOMS_SCOPES, m('customs.scopeRequired')),
    ...dates,
    letterFileId: letter,
  })
  .refine(untilAfterFrom, { ...m('customs.untilBeforeFrom'), path: ['validUntil'] });

export const createCustomsInput = z.discriminatedUnion('kind', [
  personalCustomsInput,
  companyCustomsInput,
]);
export const customsAnswer = envelope(customsRow);
export const createCustoms = defineCall({
  method: 'POST',
  path: '/admin/supplier/supCustoms/authorize',
  encoding: 'json',
  audience: 'supplier',
  permission: CUSTOMS_PERMISSION,
  tag,
  summary:
    'Authorizes a customs broker (a person or a company) with the signed letter uploaded before (a file of the own company).',
  input: createCustomsInput,
  answer: customsAnswer,
});

export const revokeCustomsInput = z.object({
  id,
  version,
  reason: text(500).default(''),
});
export const revokeCustoms = defineCall({
  method: 'POST',
  path: '/admin/supplier/supCustoms/revoke',
  encoding: 'json',
  audience: 'supplier',
  permission: CUSTOMS_PERMISSION,
  tag,
  summary: 'Revokes an authorization of the own company (another company’s answers 404).',
  input: revokeCustomsInput,
  answer: customsAnswer,
});

export const customsCalls = { listCustoms, createCustoms, revokeCustoms };
