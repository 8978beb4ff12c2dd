// The supplier lists' texts, their contract messages and the country labels, shared by the lists,
// the dialogs and the tier detail (imported by each, registered once).
import { supplierListsMessages } from '@portal/contract';
import { addSupplierEnumLabels } from '../../locales/supplier-enums';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/supplier-list.json';
import zh from '../../locales/zh/supplier-list.json';

export const SUPPLIER_LIST_NS = 'supplier-list';
addTranslations(SUPPLIER_LIST_NS, { en, zh });
addContractMessages(supplierListsMessages);
addSupplierEnumLabels();
