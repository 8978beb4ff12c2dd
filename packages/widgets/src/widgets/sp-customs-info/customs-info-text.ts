// The customs information screens' texts, in English and Chinese, with the contract's messages
// (the save's and the form rules') and the country names.
import { customsInfoMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import { addSupplierEnumLabels } from '../../locales/supplier-enums';
import en from '../../locales/en/customs-info.json';
import zh from '../../locales/zh/customs-info.json';

export const CUSTOMS_INFO_NS = 'customs-info';
addTranslations(CUSTOMS_INFO_NS, { en, zh });
addContractMessages(customsInfoMessages);
addSupplierEnumLabels();
