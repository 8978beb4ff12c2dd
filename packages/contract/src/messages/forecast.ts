// Shipment forecast messages in both languages, a module of their own so that a browser bundle
// takes them only with the forecast widget.
import { forecastEn, type ForecastMessageKey } from './forecast.en.ts';
import { forecastZh } from './forecast.zh.ts';
import type { Messages } from './types.ts';

export const forecastMessages: Messages<ForecastMessageKey> = { en: forecastEn, zh: forecastZh };
