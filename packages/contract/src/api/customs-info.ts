// Customs information per ship notice (issue 15; docs/product-rules.md#customs-information): a goods
// supplier enters, for each of its own ship notices, the HS code, declared value and currency,
// country of origin, the customs broker (one of its own valid authorizations of /sup/supCustoms),
// the declaration number once declared, the customs state and its documents (/sup/customs/index).
// The buyer reads every supplier's on its shipment page (/hna/hnaShipment/index). Another
// company's notice or broker is 404; a stale `version` or a move the states do not allow is 409.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import { CURRENCIES } from '../inquiry/constants.ts';
import { menuPermission } from '../menus/catalog.ts';
import {
  CUSTOMS_DOCUMENTS_MAX,
  CUSTOMS_INFO_STATES,
  DECLARATION_NUMBER_PATTERN,
  DECLARED_VALUE_MAX,
  HS_CODE_PATTERN,
  declarationNumberRequired,
} from '../shipping/customs-info.ts';
import { SHIPMENT_STATES, TRANSPORT_MODES } from '../shipping/constants.ts';
import { COUNTRIES } from '../supplier/constants.ts';
import { CUSTOMS_KINDS } from '../supplier/quality.ts';
import { defineCall } from './define.ts';
import { attachment } from './inquiry.ts';
import { BUYER_SHIPMENT_PERMISSION } from './shipments.ts';
import { envelope, page, pageInput } from './schema-helpers.ts';

const tag = 'customs-info';
const m = (key: MessageKey) => ({ message: key });
const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });

/** The supplier's customs information page (docs/routes.txt: /sup/customs/index). */
export const CUSTOMS_INFO_PERMISSION = menuPermission('/sup/customs/index');
/** The transport supplier's read of the notices it carries (docs/routes.txt: /sup/pdCustoms/index). */
export const CARRIER_CUSTOMS_INFO_PERMISSION = menuPermission('/sup/pdCustoms/index');

export const customsInfoState = z.enum(CUSTOMS_INFO_STATES);

export const customsInfoListInput = pageInput.extend({
  customsState: customsInfoState.optional(),
  /** Notice number, contract number or waybill contains. */
  q: z.string().trim().max(60).optional(),
});

/** A ship notice with its customs information (empty fields and version 0 before any is entered). */
export const customsInfoRow = z.object({
  shipmentId: id,
  noticeNumber: z.string(),
  contractNumber: z.string(),
  supplierName: z.string(),
  shipmentState: z.enum(SHIPMENT_STATES),
  shipDate: z.string(),
  transportMode: z.enum(TRANSPORT_MODES),
  waybillNumber: z.string(),
  customsState: customsInfoState,
  hsCode: z.string(),
  declaredValue: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  originCountry: z.enum(COUNTRIES).nullable(),
  brokerId: z.string().nullable(),
  brokerName: z.string(),
  declarationNumber: z.string(),
  documents: z.array(attachment),
  updatedBy: z.string(),
  updatedAt: isoDateTime.nullable(),
  version: z.number().int(),
});
export type CustomsInfoRow = z.infer<typeof customsInfoRow>;

export const saveCustomsInfoInput = z
  .object({
    shipmentId: id,
    /** The row's version: 0 for the first entry. */
    version: z.coerce.number().int().min(0),
    hsCode: z.string().trim().regex(HS_CODE_PATTERN, m('customsInfo.hsCodeRule')),
    declaredValue: z
      .number(m('customsInfo.valueRule'))
      .positive(m('customsInfo.valueRule'))
      .max(DECLARED_VALUE_MAX, m('customsInfo.valueRule'))
      .refine((v) => Math.round(v * 100) / 100 === v, m('customsInfo.valueRule')),
    currency: z.enum(CURRENCIES, m('customsInfo.currencyRequired')),
    originCountry: z.enum(COUNTRIES, m('customsInfo.originRequired')),
    /**
     * One of the company's customs-broker authorizations, active and not expired. Not `id`: its
     * own min(1) would answer first, with zod's untranslated words.
     */
    brokerId: z.string().min(1, m('customsInfo.brokerRequired')).max(64),
    state: customsInfoState,
    declarationNumber: z.string().trim().max(18, m('customsInfo.declarationRule')).default(''),
    /** Files the caller's company uploaded (invoice, packing list, certificate of origin…). */
    documentIds: z
      .array(id)
      .max(CUSTOMS_DOCUMENTS_MAX, m('customsInfo.tooManyDocuments'))
      .default([]),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: MessageKey) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.declarationNumber && !DECLARATION_NUMBER_PATTERN.test(v.declarationNumber)) {
      fail('declarationNumber', 'customsInfo.declarationRule');
    } else if (declarationNumberRequired(v.state) && !v.declarationNumber) {
      fail('declarationNumber', 'customsInfo.declarationRequired');
    } else if (!declarationNumberRequired(v.state) && v.declarationNumber) {
      fail('declarationNumber', 'customsInfo.declarationTooEarly');
    }
    if (new Set(v.documentIds).size !== v.documentIds.length) {
      fail('documentIds', 'customsInfo.documentRepeated');
    }
  });
export type SaveCustomsInfoInput = z.input<typeof saveCustomsInfoInput>;

/** A broker the supplier may choose: its active, unexpired authorizations. */
export const customsBrokerOption = z.object({
  id,
  kind: z.enum(CUSTOMS_KINDS),
  name: z.string(),
  validUntil: z.string(),
});
export type CustomsBrokerOption = z.infer<typeof customsBrokerOption>;

export const listSupplierCustomsInfo = defineCall({
  method: 'GET',
  path: '/admin/contract/customs/list',
  encoding: 'query',
  audience: 'supplier',
  permission: CUSTOMS_INFO_PERMISSION,
  tag,
  summary:
    "The caller's company's ship notices with their customs information, newest change first; by customs state and text.",
  input: customsInfoListInput,
  answer: envelope(page(customsInfoRow)),
});

export const listCarrierCustomsInfo = defineCall({
  method: 'GET',
  path: '/admin/pd/pdCustoms/list',
  encoding: 'query',
  audience: 'supplier',
  permission: CARRIER_CUSTOMS_INFO_PERMISSION,
  tag,
  summary:
    "The customs information of the ship notices the caller's confirmed transport orders carry (read only), newest change first; by customs state and text. 403 for a supplier that is not a transport supplier.",
  input: customsInfoListInput,
  answer: envelope(page(customsInfoRow)),
  errors: [403],
});

export const listCustomsBrokers = defineCall({
  method: 'GET',
  path: '/admin/contract/customs/brokers',
  encoding: 'query',
  audience: 'supplier',
  permission: CUSTOMS_INFO_PERMISSION,
  tag,
  summary:
    "The customs brokers the caller's company may choose: its authorizations that are not revoked and not expired.",
  input: pageInput.extend({ q: z.string().trim().max(60).optional() }),
  answer: envelope(page(customsBrokerOption)),
});

export const saveCustomsInfo = defineCall({
  method: 'POST',
  path: '/admin/contract/customs/save',
  encoding: 'json',
  audience: 'supplier',
  permission: CUSTOMS_INFO_PERMISSION,
  tag,
  summary:
    'The supplier enters or corrects the customs information of its ship notice: 10-digit HS code, declared value and currency, country of origin, a broker of its valid authorizations, the state (to declare → declared → released or held; held → released) with the 18-digit declaration number once declared, and up to 10 own documents. The ERP hears it. 403 when frozen, 404 for another company’s notice or broker, 409 on a stale `version` or a move not allowed.',
  input: saveCustomsInfoInput,
  answer: envelope(customsInfoRow),
  errors: [403, 404, 409],
});

export const listBuyerCustomsInfo = defineCall({
  method: 'GET',
  path: '/admin/contract/hnaCustoms/list',
  encoding: 'query',
  audience: 'buyer',
  permission: BUYER_SHIPMENT_PERMISSION,
  tag,
  summary: "Every supplier's ship notices with their customs information (buyer).",
  input: customsInfoListInput,
  answer: envelope(page(customsInfoRow)),
});
