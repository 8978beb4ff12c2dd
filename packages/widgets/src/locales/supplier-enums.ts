// Labels of the supplier domain's long value lists (countries, time zones), merged into `common`
// by the widgets that show them. In common.json they would ride along on every first visit to
// /login (about 1 KB gzip of its 180 KB budget), where no form needs them.
import { LANGUAGES } from '@portal/contract';
import { i18n } from '../runtime/i18n';
import en from './en/supplier-enums.json';
import zh from './zh/supplier-enums.json';

const labels = { en, zh };

/** Adds `enum.country.*` and `enum.timeZone.*` to `common` (again is harmless). */
export function addSupplierEnumLabels(): void {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'common', labels[lang], true, false);
}
