// The ship notice screens' texts (both sides), in English and Chinese, and the ship notice
// domain's server messages, which the form's own checks show at their fields.
import { shipmentMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/shipments.json';
import zh from '../../locales/zh/shipments.json';

export const SHIPMENTS_NS = 'shipments';
addTranslations(SHIPMENTS_NS, { en, zh });
addContractMessages(shipmentMessages);
