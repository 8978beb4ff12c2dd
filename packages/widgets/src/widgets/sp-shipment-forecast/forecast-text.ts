// The shipment forecast screens' texts (both sides) in English and Chinese, and the forecast
// domain's server messages (refusals of a plan), which come with this widget only.
import { forecastMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/shipment-forecast.json';
import zh from '../../locales/zh/shipment-forecast.json';

export const FORECAST_NS = 'shipment-forecast';
addTranslations(FORECAST_NS, { en, zh });
addContractMessages(forecastMessages);

/** Whose screens: the supplier's plan (/sup/supContract/forecast) or the buyer's arrivals. */
export type ForecastViewSide = 'supplier' | 'buyer';
export const FORECAST_VIEW_SIDES: readonly ForecastViewSide[] = ['supplier', 'buyer'];
