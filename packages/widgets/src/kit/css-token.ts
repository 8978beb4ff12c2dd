// `var(--token)` by name, type-checked against Fluent's token names. Not `tokens.x`: reading one
// property keeps the whole token-name map (5 KB gzip) in the bundle. Inline styles over makeStyles
// for the same reason as form-layout.tsx: Griffel's runtime compiler then never ships.
import type { tokens } from '@fluentui/react-components';

export type TokenName = keyof typeof tokens;

// Marked free of side effects: module-level style objects built with it then drop out of every
// bundle that imports a kit barrel without using them.
/* @__NO_SIDE_EFFECTS__ */
export function token(name: TokenName): string {
  return `var(--${name})`;
}
