// The `part` names of the widgets' main regions: an embedding page styles them from outside the
// shadow root (`sp-supplier-list::part(toolbar) { justify-content: flex-start }`). Kit renderers
// put them on their regions; each widget's element file lists the ones it shows, and the build
// lists them in custom-elements.json as `cssParts`.

export const PARTS = {
  root: "The widget's outermost element inside its shadow root.",
  list: 'A list screen: its toolbar, tabs, filters, table and paging.',
  toolbar: 'The row above a list with its Add button.',
  tabs: "A list's tabs.",
  filters: "A list's search and filters bar.",
  table: 'The scrolling container of a table.',
  'bulk-bar': 'The bar of actions on the selected rows.',
  pagination: 'The paging under a list.',
  form: 'A form.',
  actions: "A form's Save and Cancel buttons.",
  dialog: 'A dialog’s surface (forms and confirmations).',
  detail: 'A record shown read-only.',
} as const;

export type PartName = keyof typeof PARTS;

/** The parts every widget built on ResourceList shows (with its forms and dialogs). */
export const LIST_PARTS = [
  'root',
  'list',
  'toolbar',
  'tabs',
  'filters',
  'table',
  'bulk-bar',
  'pagination',
  'form',
  'actions',
  'dialog',
] as const satisfies readonly PartName[];

/**
 * Puts a part name on a Fluent component's element, which passes only known HTML attributes on
 * (`part` is not among them): `<DialogSurface ref={partRef('dialog')}>`.
 */
export function partRef(name: PartName) {
  return (el: HTMLElement | null) => el?.setAttribute('part', name);
}
