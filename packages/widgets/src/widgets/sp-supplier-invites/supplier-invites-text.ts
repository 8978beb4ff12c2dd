// The invitations' texts and the supplier domain's contract messages, shared by the list and the
// dialog (imported by both, registered once).
import { supplierMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/supplier-invites.json';
import zh from '../../locales/zh/supplier-invites.json';

export const SUPPLIER_INVITES_NS = 'supplier-invites';
/** Query-key root of the invitations: the list and the form that adds to it. */
export const INVITES_KEY = 'supplier-invites';
addTranslations(SUPPLIER_INVITES_NS, { en, zh });
addContractMessages(supplierMessages);
