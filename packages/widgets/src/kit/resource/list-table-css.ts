// The list table's one rule that inline styles cannot say: a row's state (:hover, selected). It
// ships in the stylesheet every page and shadow root already gets with the theme tokens
// (build/theme-css-plugin.ts), so this module stays plain text for the build to import in Node.

/** Marks the sticky actions cells (header and body), for styles from outside and the tests. */
export const STICKY_ACTIONS_CLASS = 'sp-list-actions';

/**
 * A body row's sticky actions cell paints the row's own colour while the row has one (Fluent's
 * hover and pressed colours, the selected row's brand colour), so the row reads as one; at rest it
 * keeps its inline opaque colour, the table's. `inherit` takes whatever the row computes, so the
 * cell cannot drift from Fluent's choice of colour; those colours are opaque, so the cells scrolled
 * under it still do not show through. `!important` because the resting colour is an inline style.
 */
export const LIST_TABLE_CSS = `tr:hover > td.${STICKY_ACTIONS_CLASS}, tr[aria-selected='true'] > td.${STICKY_ACTIONS_CLASS} { background-color: inherit !important; }`;
