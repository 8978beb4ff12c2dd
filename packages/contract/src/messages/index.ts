import type { Language } from '../constants.ts';
import { en, type CoreMessageKey } from './en.ts';
import { inquiryMessages } from './inquiry.ts';
import type { InquiryMessageKey } from './inquiry.en.ts';
import { supplierMessages } from './supplier.ts';
import type { SupplierMessageKey } from './supplier.en.ts';
import { supplierProfileMessages } from './supplier-profile.ts';
import type { SupplierProfileMessageKey } from './supplier-profile.en.ts';
import { supplierListsMessages } from './supplier-lists.ts';
import type { SupplierListsMessageKey } from './supplier-lists.en.ts';
import { supplierImportMessages } from './supplier-import.ts';
import type { SupplierImportMessageKey } from './supplier-import.en.ts';
import { supplierQualityMessages } from './supplier-quality.ts';
import type { SupplierQualityMessageKey } from './supplier-quality.en.ts';
import { customerRelationsMessages } from './customer-relations.ts';
import type { CustomerRelationsMessageKey } from './customer-relations.en.ts';
import { staffMessages } from './staff.ts';
import type { StaffMessageKey } from './staff.en.ts';
import { rolesMessages } from './roles.ts';
import type { RolesMessageKey } from './roles.en.ts';
import { operationLogMessages } from './operation-log.ts';
import type { OperationLogMessageKey } from './operation-log.en.ts';
import { orderMessages } from './order.ts';
import type { OrderMessageKey } from './order.en.ts';
import { repairMessages } from './repair.ts';
import type { RepairMessageKey } from './repair.en.ts';
import { forecastMessages } from './forecast.ts';
import type { ForecastMessageKey } from './forecast.en.ts';
import { transportMessages } from './transport.ts';
import type { TransportMessageKey } from './transport.en.ts';
import { shipmentMessages } from './shipment.ts';
import type { ShipmentMessageKey } from './shipment.en.ts';
import { customsInfoMessages } from './customs-info.ts';
import type { CustomsInfoMessageKey } from './customs-info.en.ts';
import { waybillMessages } from './waybill.ts';
import type { WaybillMessageKey } from './waybill.en.ts';
import { billMessages } from './bill.ts';
import type { BillMessageKey } from './bill.en.ts';
import { statementMessages } from './statement.ts';
import type { StatementMessageKey } from './statement.en.ts';
import { paymentMessages } from './payment.ts';
import type { PaymentMessageKey } from './payment.en.ts';
import type { Messages } from './types.ts';
import { zh } from './zh.ts';

export type MessageKey =
  | CoreMessageKey
  | InquiryMessageKey
  | SupplierMessageKey
  | SupplierProfileMessageKey
  | SupplierImportMessageKey
  | SupplierListsMessageKey
  | SupplierQualityMessageKey
  | CustomerRelationsMessageKey
  | StaffMessageKey
  | RolesMessageKey
  | OperationLogMessageKey
  | OrderMessageKey
  | RepairMessageKey
  | ForecastMessageKey
  | TransportMessageKey
  | ShipmentMessageKey
  | CustomsInfoMessageKey
  | WaybillMessageKey
  | StatementMessageKey
  | BillMessageKey
  | PaymentMessageKey;
export type { Messages };
export {
  inquiryMessages,
  supplierMessages,
  supplierProfileMessages,
  supplierImportMessages,
  supplierListsMessages,
  supplierQualityMessages,
  customerRelationsMessages,
  staffMessages,
  rolesMessages,
  operationLogMessages,
  orderMessages,
  repairMessages,
  forecastMessages,
  transportMessages,
  shipmentMessages,
  customsInfoMessages,
  waybillMessages,
  billMessages,
  statementMessages,
  paymentMessages,
};

/** The platform's messages: every page may show them (the widgets' shared runtime loads them). */
export const coreMessages: Messages<CoreMessageKey> = { en, zh };
function allMessages(): Messages<MessageKey> {
  return {
    en: {
      ...en,
      ...inquiryMessages.en,
      ...supplierMessages.en,
      ...supplierProfileMessages.en,
      ...supplierListsMessages.en,
      ...supplierImportMessages.en,
      ...supplierQualityMessages.en,
      ...customerRelationsMessages.en,
      ...staffMessages.en,
      ...rolesMessages.en,
      ...operationLogMessages.en,
      ...orderMessages.en,
      ...repairMessages.en,
      ...forecastMessages.en,
      ...transportMessages.en,
      ...shipmentMessages.en,
      ...customsInfoMessages.en,
      ...waybillMessages.en,
      ...billMessages.en,
      ...statementMessages.en,
      ...paymentMessages.en,
    },
    zh: {
      ...zh,
      ...inquiryMessages.zh,
      ...supplierMessages.zh,
      ...supplierProfileMessages.zh,
      ...supplierListsMessages.zh,
      ...supplierImportMessages.zh,
      ...supplierQualityMessages.zh,
      ...customerRelationsMessages.zh,
      ...staffMessages.zh,
      ...rolesMessages.zh,
      ...operationLogMessages.zh,
      ...orderMessages.zh,
      ...repairMessages.zh,
      ...forecastMessages.zh,
      ...transportMessages.zh,
      ...shipmentMessages.zh,
      ...customsInfoMessages.zh,
      ...waybillMessages.zh,
      ...billMessages.zh,
      ...statementMessages.zh,
      ...paymentMessages.zh,
    },
  };
}
/**
 * Every message, for the server and for tests. Marked pure: a browser bundle that uses only the
 * platform's messages drops it, and with it the domains' (a spread could run getters otherwise).
 */
export const messages: Messages<MessageKey> = /* @__PURE__ */ allMessages();

/** Whether a string is one of the message keys (zod issue messages of the contract's schemas are). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages.en, value);
}

/** Fills `{{name}}` placeholders, the same syntax i18next uses in the browser. */
export function formatMessage(
  lang: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

/** `zh`, `zh-CN`, `zh-Hans-CN` → zh; everything else → en (docs/product-rules.md#languages). */
export function toLanguage(tag: string | null | undefined): Language {
  return tag && /^zh\b/i.test(tag.trim()) ? 'zh' : 'en';
}

/** Picks the first supported language of an Accept-Language header; English when none fits. */
export function languageFromAcceptHeader(header: string | undefined): Language {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
