// The label of an enum value: `enum.<name>.<value>` in the caller's namespace, then `common`.
// An unknown value shows as itself rather than as a raw key, so a state the server added before
// the translations did is still readable.
import type { TFunction } from '../runtime/i18n';
import type { EnumValue } from './resource/resource-types';

export function namespaces(ns?: string): string[] {
  return ns && ns !== 'common' ? [ns, 'common'] : ['common'];
}

export function enumLabel(t: TFunction, name: string, value: EnumValue, ns?: string): string {
  if (name === 'raw') return String(value);
  return t(`enum.${name}.${value}`, { ns: namespaces(ns), defaultValue: String(value) });
}

/**
 * A definition's own key (label, title, action): looked up in its namespace, then in `common`.
 * react-i18next binds `t` to the first namespace only, so the fallback has to be asked for.
 */
export function label(
  t: TFunction,
  key: string,
  ns?: string,
  params?: Record<string, unknown>,
): string {
  return t(key, { ...params, ns: namespaces(ns) });
}
