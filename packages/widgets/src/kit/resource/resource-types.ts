// A business object written as data (DESIGN.md section 2): its fields, how a list shows and filters
// it, the contract calls that list, load and save it, and the actions a user may take on it.
// ResourceList, ResourceForm and ResourceDetail render one definition, so a fix there fixes every
// screen. Every type below is derived from the contract's route types: a column names a field of
// the list call's row, a filter a parameter of its input, a form section a field of the save input.
import type { CallAnswer, CallInput, CallRoute } from '@portal/contract';

// ---- what the contract calls look like ---------------------------------------------------------

/** `data: { records, total, current, size }`: the paged answer of DESIGN.md section 5. */
export interface PagedAnswer<Row = unknown> {
  data: { records: Row[]; total: number; current: number; size: number };
}
export interface RecordAnswer<Rec = unknown> {
  data: Rec;
}

export type ListRoute = CallRoute<unknown, PagedAnswer>;
export type GetRoute = CallRoute<unknown, RecordAnswer>;
export type SaveRoute = CallRoute<unknown, unknown>;

export type RowOf<L extends ListRoute> = CallAnswer<L>['data']['records'][number];
export type ListInputOf<L extends ListRoute> = CallInput<L>;
export type RecordOf<G extends GetRoute> = CallAnswer<G>['data'];
/** What a form edits by default: the save call's input. */
export type SaveInputOf<S extends SaveRoute> = CallInput<S>;

/** Keys of an object type, as strings (a field name is also its i18n- and DOM-facing name). */
export type KeyOf<T> = Extract<keyof T, string>;

// ---- fields --------------------------------------------------------------------------------------

/** Fluent Badge colours a status can take. */
export type StatusColor =
  'brand' | 'danger' | 'important' | 'informative' | 'severe' | 'subtle' | 'success' | 'warning';

export type EnumValue = string | number;

interface FieldBase {
  /** i18n key of the label, in the resource's namespace (then `common`). */
  label: string;
  /** i18n key of a hint shown under the form input. */
  hint?: string;
  /** Shown in forms as a required field (the schema decides what is really required). */
  required?: boolean;
  /** Shown but never edited in a form. */
  readOnly?: boolean;
}

export interface TextField extends FieldBase {
  kind: 'text' | 'textarea';
  maxLength?: number;
}
export interface NumberField extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
  /** Input step; 1 by default (whole numbers). */
  step?: number;
  /** Unit shown after the value, an i18n key (e.g. "days"). */
  unit?: string;
}
export interface MoneyField extends FieldBase {
  kind: 'money';
  /** The record field that holds the ISO 4217 code (`budgetCurrency`). */
  currencyField?: string;
  /** A fixed currency when the record holds none; CNY by default. */
  currency?: string;
}
export interface DateField extends FieldBase {
  /** `date`: YYYY-MM-DD; `date-time`: ISO 8601 with offset. */
  kind: 'date' | 'date-time';
}
export interface EnumField extends FieldBase {
  kind: 'enum';
  /** Labels are `enum.<enum>.<value>`; `raw` shows the values themselves (currency and unit codes). */
  enum: string | 'raw';
  options: readonly EnumValue[];
}
export interface StatusField extends FieldBase {
  kind: 'status';
  enum: string;
  options: readonly string[];
  /** Badge colour per state; informative when not listed. */
  colors: Partial<Record<string, StatusColor>>;
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
}
/** A stored file: the value is its name, shown as a download link. */
export interface FileField extends FieldBase {
  kind: 'file';
  /** The record field that holds the file's id; `id` by default. */
  idField?: string;
}
/** A size in bytes, shown as KB or MB. */
export interface BytesField extends FieldBase {
  kind: 'bytes';
}

/** Structured data (an outside system's request or answer), shown indented, the section wide. */
export interface JsonField extends FieldBase {
  kind: 'json';
  /** i18n key of the text shown instead of the dash when there is no value. */
  empty?: string;
}

export type FieldDef =
  | JsonField
  | TextField
  | NumberField
  | MoneyField
  | DateField
  | EnumField
  | StatusField
  | BooleanField
  | FileField
  | BytesField;
export type FieldKind = FieldDef['kind'];

// ---- the list ------------------------------------------------------------------------------------

export interface ColumnDef<Row> {
  field: KeyOf<Row>;
  /** Pixels; the table scrolls sideways when the columns do not fit. */
  width?: number;
  /** Sorted by the server as `sort=<field>,asc|desc`. */
  sortable?: boolean;
  /** Text at the cell's end (numbers, money). Defaults by kind. */
  align?: 'start' | 'end';
}

export interface TextFilter<In> {
  kind: 'text';
  param: KeyOf<In>;
  label: string;
  placeholder?: string;
}
export interface SelectFilter<In> {
  kind: 'select';
  param: KeyOf<In>;
  label: string;
  /** Labels `enum.<enum>.<value>`, or `raw`. */
  enum: string | 'raw';
  options: readonly EnumValue[];
}
export interface DateRangeFilter<In> {
  kind: 'date-range';
  /** Parameters that take YYYY-MM-DD. */
  from: KeyOf<In>;
  to: KeyOf<In>;
  label: string;
}
export type FilterDef<In> = TextFilter<In> | SelectFilter<In> | DateRangeFilter<In>;

export interface TabDef<In> {
  key: string;
  label: string;
  /** Parameters this tab fixes, e.g. `{ tab: 'expired', sort: 'expired' }`. */
  input: Partial<In>;
}

/** A server-named sort (the inquiry list's new / completed / expired), offered in a select. */
export interface SortOption {
  value: string;
  label: string;
}

export interface ActionContext {
  /** Refetches every list and record of this resource. */
  invalidate: () => Promise<void>;
}

interface ActionBase {
  key: string;
  /** i18n key of the button text. */
  label: string;
  /** Permission code the user must hold (useSession().user.permissions) to see the action. */
  permission?: string;
  /** Asks first (useConfirm), with a red confirm button. */
  danger?: boolean;
  /** i18n keys of the question; the label is the title when not given. */
  confirmTitle?: string;
  confirmBody?: string;
  /** i18n key of the toast after it succeeded; `false` for none (the action reports itself). */
  successMessage?: string | false;
}

export interface RowAction<Row> extends ActionBase {
  /** Hidden for rows where this is false (wrong state). */
  visible?: (row: Row) => boolean;
  /** Shown but disabled where this is false. */
  enabled?: (row: Row) => boolean;
  /** A navigation instead of a call: rendered as a link. */
  href?: (row: Row) => string;
  /**
   * With `href`: a plain click calls this instead of following the link (e.g. the host's router);
   * a modified click (new tab, new window) still follows the href.
   */
  onOpen?: (row: Row) => void;
  run?: (row: Row, ctx: ActionContext) => unknown;
}

export interface BulkAction<Row> extends ActionBase {
  /** Rows it applies to; the others in the selection are left out (and counted in the question). */
  enabled?: (row: Row) => boolean;
  run: (rows: Row[], ctx: ActionContext) => unknown;
}

export interface RowLink<Row> {
  /** The column whose cell becomes the link. */
  field: KeyOf<Row>;
  href?: (row: Row) => string;
  /** Opens the row; with `href` it replaces a plain click on the link (modified clicks follow it). */
  onOpen?: (row: Row) => void;
}

// ---- forms and details ---------------------------------------------------------------------------

export interface SectionDef<T> {
  /** i18n key of the section heading. */
  title: string;
  fields: KeyOf<T>[];
  /** Labels above the values; off for a section whose heading names its one value. */
  labels?: boolean;
}

/** What ResourceForm needs of a schema: zod's safeParse, structurally (no zod in the kit). */
export interface SchemaLike<Out> {
  safeParse(value: unknown):
    | { success: true; data: Out }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

export interface GetDef<G extends GetRoute> {
  route: G;
  input: (id: string) => CallInput<G>;
}

/**
 * The form of a resource. `V` is what the form edits: the save call's input by default, or e.g. one
 * quote line whose `toInput` wraps it into the quote the call takes.
 */
export interface SaveDef<S extends SaveRoute, G extends GetRoute, V> {
  route: S;
  sections: SectionDef<V>[];
  /** Issue messages are contract MessageKeys (translated in the `contract` namespace) or text. */
  schema?: SchemaLike<V>;
  /** The form's starting values from the loaded record (edit) or nothing (create). */
  initialValues?: (record: RecordOf<G> | undefined) => Partial<V>;
  /** The call input from the checked values; the values themselves when not given. */
  toInput?: (values: V, record: RecordOf<G> | undefined) => CallInput<S>;
  /** Maps a server error's field path (`lines.0.unitPrice`) to a form field; unmapped show on top. */
  serverField?: (path: string) => string | undefined;
  /** i18n key of the toast after saving; "Saved" by default. */
  successMessage?: string;
  /** i18n key of the submit button; "Save" by default. */
  submitLabel?: string;
}

/** Keys of T whose values are lists of objects (an inquiry's items, comments, attachments). */
export type ListKeyOf<T> = {
  [K in KeyOf<T>]: T[K] extends readonly object[] ? K : never;
}[KeyOf<T>];
/** The element type of the list field K of T. */
export type ItemOf<T, K extends keyof T> = T[K] extends readonly (infer E)[] ? E : never;

/**
 * A detail section that shows a list field of the record as a table, with a field catalog of its
 * own for the list's elements. One member per list field, so `columns` are checked against the
 * elements of the list that `table` names.
 */
export type TableSectionDef<T> = {
  [K in ListKeyOf<T>]: {
    /** i18n key of the section heading (also the table's name). */
    title: string;
    table: K;
    fields: Partial<Record<KeyOf<ItemOf<T, K>>, FieldDef>>;
    columns: ColumnDef<ItemOf<T, K>>[];
    /** i18n key of the text shown when the list is empty. */
    empty?: string;
    /** Cells wrap (questions, comments) instead of cutting long text; never virtualized. */
    wrap?: boolean;
  };
}[ListKeyOf<T>];

export type DetailSectionDef<T> = SectionDef<T> | TableSectionDef<T>;

export function isTableSection<T>(section: DetailSectionDef<T>): section is TableSectionDef<T> {
  return 'table' in section;
}

export interface DetailDef<G extends GetRoute> {
  sections: DetailSectionDef<RecordOf<G>>[];
}

// ---- the definition ------------------------------------------------------------------------------

/** Field names any view of the resource may show, each with its kind and label. */
export type FieldCatalog<Row, Rec, Values> = Partial<
  Record<KeyOf<Row> | KeyOf<Rec> | KeyOf<Values>, FieldDef>
>;

export interface ResourceDefinition<
  L extends ListRoute = ListRoute,
  G extends GetRoute = GetRoute,
  S extends SaveRoute = SaveRoute,
  V = SaveInputOf<S>,
> {
  /** Query-key root; lists are cached as [name, params], records as [name, 'record', id]. */
  name: string;
  /** i18n key of the screen's title: the list's accessible name. */
  title?: string;
  /** i18n namespace of the labels (added with addTranslations); `common` is looked in next. */
  ns?: string;
  fields: FieldCatalog<RowOf<L>, RecordOf<G>, V>;
  /** The paged list call; a resource shown only as a form or a detail has none. */
  list?: L;
  /** Parameters every request carries (e.g. the inquiry kind); the list's props can add more. */
  listInput?: Partial<ListInputOf<L>>;
  /** The row's id for selection and keys; `row.id` by default. */
  rowId?: (row: RowOf<L>) => string;
  /** A row's name in a screen reader's "select row …" (the link field by default). */
  rowName?: (row: RowOf<L>) => string;
  columns?: ColumnDef<RowOf<L>>[];
  filters?: FilterDef<ListInputOf<L>>[];
  tabs?: TabDef<ListInputOf<L>>[];
  sorts?: SortOption[];
  pageSizes?: readonly number[];
  rowActions?: RowAction<RowOf<L>>[];
  bulkActions?: BulkAction<RowOf<L>>[];
  rowLink?: RowLink<RowOf<L>>;
  /** i18n key of the empty list's hint when no filter is set. */
  emptyHint?: string;
  get?: GetDef<G>;
  detail?: DetailDef<G>;
  save?: SaveDef<S, G, V>;
}

/** What each screen needs of a definition. */
export type ListResource<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
> = ResourceDefinition<L, G, S, V> & { list: L; columns: ColumnDef<RowOf<L>>[] };
export type FormResource<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
> = ResourceDefinition<L, G, S, V> & { save: SaveDef<S, G, V> };
export type DetailResource<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
> = ResourceDefinition<L, G, S, V> & { get: GetDef<G>; detail: DetailDef<G> };

/**
 * Types a resource definition from its contract calls. Identity at run time; at compile time a
 * column must name a field of the list's row, a filter a parameter of its input, and so on.
 */
export function defineResource<
  const D extends ResourceDefinition<L, G, S, V>,
  L extends ListRoute = ListRoute,
  G extends GetRoute = GetRoute,
  S extends SaveRoute = SaveRoute,
  V = SaveInputOf<S>,
>(definition: D & ResourceDefinition<L, G, S, V>): D {
  return definition;
}
