// A business object written as data (docs/architecture.md#the-kit): its fields, how a list shows
// and filters it, the contract calls that list, load and save it, its forms and the actions a user
// may take on it. The headless hooks (useResourceList, useResourceForm, useResourceDetail) give a
// definition its behaviour; ResourceList, ResourceForm and ResourceDetail render them, so a fix
// there fixes every screen. Every type below is derived from the contract's route types: a column
// names a field of the list call's row, a filter a parameter of its input, a form section a field
// of its values.
import type { ReactNode } from 'react';
import type { TFunction } from '../../runtime/i18n';
import type { CallAnswer, CallInput, CallRoute } from '@portal/contract';
import type { LinkTo, RouteRefs } from '../links';

// ---- what the contract calls look like ---------------------------------------------------------

/**
 * `data: { records, total, current, size }`: the paged answer
 * (docs/architecture.md#api-conventions).
 */
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

/**
 * How a list cell or a detail value shows a field instead of by its kind. The author annotates the
 * parameters it needs (`(value: string, row: TierRow) => …`); the kit passes the field's value and
 * the row or record that holds it.
 */
export type FieldRender = (value: never, record: never, t: TFunction) => ReactNode;

/** What a form's `input` escape hatch gets: the field's value and how to change it. */
export interface FieldInputProps {
  name: string;
  field: FieldDef;
  value: unknown;
  /** Every value of the form (a money field's currency, a dependent choice). */
  values: Readonly<Record<string, unknown>>;
  onChange: (value: unknown) => void;
  t: TFunction;
  ns?: string;
}

interface FieldBase {
  /** i18n key of the label, in the resource's namespace (then `common`). */
  label: string;
  /** i18n key of a hint shown under the form input. */
  hint?: string;
  /** Shown in forms as a required field (the schema decides what is really required). */
  required?: boolean;
  /** Shown but never edited in a form. */
  readOnly?: boolean;
  // -- in a list: a column that names the field takes these; the column may override them --
  /** Column width in pixels (140 by default); the table scrolls sideways when they do not fit. */
  width?: number;
  /** The server sorts by it (`sort=<field>,asc|desc`), from the column header. */
  sortable?: boolean;
  /** Text at the cell's end; numbers and money by default. */
  align?: 'start' | 'end';
  /**
   * Long text wraps in its cell (rows grow, the table is not virtualized) instead of being cut with
   * an ellipsis, the full text on hover.
   */
  wrap?: boolean;
  /** Takes the whole row of a form or a detail section (long text, structured data). */
  wide?: boolean;
  // -- escape hatches --
  /** How a list cell or a detail value shows it, instead of by its kind. */
  render?: FieldRender;
  /** The form's control for it, instead of the kind's. */
  input?: (props: FieldInputProps) => ReactNode;
}

export interface TextField extends FieldBase {
  kind: 'text' | 'textarea';
  maxLength?: number;
  /** Upper-cased as typed (codes, tax IDs). */
  upper?: boolean;
  /** A password: masked with a show/hide toggle, never autocompleted from the user's own. */
  secret?: boolean;
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
  /**
   * A long list (countries, time zones): the form offers a combobox that filters the options as the
   * user types, instead of a select.
   */
  search?: boolean;
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
/**
 * A stored file. In lists and details the value is its name, shown as a download link; in a form
 * the value is the uploaded files (UploadedFile[]), picked and sent with the kit's FileUpload.
 */
export interface FileField extends FieldBase {
  kind: 'file';
  /** The record field that holds the file's id; `id` by default. */
  idField?: string;
  /** In a form: what the files are for (the server checks the caller may attach to it). */
  purpose?: 'quote' | 'bargaining' | 'general' | 'profile';
  /** In a form: several files (one by default; a new one replaces it). */
  multiple?: boolean;
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

/** A choice of a lookup field: the value the call takes and the words the user reads. */
export interface LookupOption {
  value: string;
  label: string;
}

/**
 * A value chosen from what a call answers (suppliers, ports, part numbers): the form offers a
 * combobox that asks the server as the user types. Build `options` with `callOptions`.
 */
export interface LookupField extends FieldBase {
  kind: 'lookup';
  /** The choices matching what the user typed ('' when the list opens), at most a page of them. */
  options: (search: string, signal: AbortSignal) => Promise<readonly LookupOption[]>;
  /** The record field that holds the chosen value's label: shown in lists, details and an edit. */
  labelField?: string;
  /** Takes several values (an array): every choice a checkbox, for short lists such as roles. */
  multiple?: boolean;
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
  | BytesField
  | LookupField;
export type FieldKind = FieldDef['kind'];

// ---- the list ------------------------------------------------------------------------------------

/** A column that overrides its field's list presentation, or shows it its own way. */
export interface ColumnDef<Row> {
  field: KeyOf<Row>;
  width?: number;
  sortable?: boolean;
  align?: 'start' | 'end';
  wrap?: boolean;
  /** i18n key of the header, when it is not the field's label. */
  label?: string;
  /** The cell's content from the row, instead of the field's. */
  render?: (row: Row) => ReactNode;
  /** Always shown: the Columns menu cannot hide it (the row's name, its state). */
  essential?: boolean;
  /**
   * Its place on the card a narrow list shows instead of the table: the card's heading, the line
   * under it, one of its labelled fields, or not on the card. Unset: the first column is the
   * title and the next three are fields (docs/decisions/2026-11-26-list-cards-and-columns.md).
   */
  card?: ColumnCard;
  /**
   * Shown only when some row has the field (a detail table whose elements carry it for one kind of
   * record only: a repair inquiry's units). A list's columns do not use it: pages come and go.
   */
  ifAny?: boolean;
}
export type ColumnCard = 'title' | 'subtitle' | 'field' | false;
/** A column: a field's name (shown as the field says), or a name with overrides. */
export type ColumnRef<Row> = KeyOf<Row> | ColumnDef<Row>;

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
/**
 * A filter: a parameter of the list call named like a field of the definition (a text field is a
 * search box, an enum or status a select of its options, a boolean yes/no), or spelt out.
 */
export type FilterRef<In> = KeyOf<In> | FilterDef<In>;

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
  /** Asks first, with a plain confirm button (`danger` implies it). */
  confirm?: boolean;
  /** i18n keys of the question; the label is the title when not given. */
  confirmTitle?: string;
  confirmBody?: string;
  /**
   * i18n key of the toast after it succeeded; `'server'`: the message of the answer `run` returned
   * (the server's words, in the user's language); `false` for none (the action reports itself).
   */
  successMessage?: string | false;
}

export interface RowAction<Row, R extends RouteRefs = RouteRefs> extends ActionBase {
  /** Hidden for rows where this is false (wrong state). */
  visible?: (row: Row) => boolean;
  /** Shown but disabled where this is false. */
  enabled?: (row: Row) => boolean;
  /**
   * A navigation to another screen by route ref. Where the page did not bind the ref, the action
   * is a button that calls `run` (e.g. raising an event the page handles), or hidden without one.
   */
  link?: (row: Row) => LinkTo<R>;
  /** A navigation to a URL the definition builds itself; prefer `link`. */
  href?: (row: Row) => string;
  /**
   * With `href`: a plain click calls this instead of following the link (e.g. the host's router);
   * a modified click (new tab, new window) still follows the href.
   */
  onOpen?: (row: Row) => void;
  run?: (row: Row, ctx: ActionContext) => unknown;
  /** Opens this form in a dialog, the row as its record (remove with a reason, authorize…). */
  form?: AnyFormDef;
  /** i18n key of the button's accessible name, `{{name}}` the row's; "label name" by default. */
  rowLabel?: string;
  /** A primary button (the action the row waits for); subtle by default. */
  primary?: boolean;
}

export interface BulkAction<Row> extends ActionBase {
  /** Rows it applies to; the others in the selection are left out (and counted in the question). */
  enabled?: (row: Row) => boolean;
  /** What it does (`run` or `form`). */
  run?: (rows: Row[], ctx: ActionContext) => unknown;
  /**
   * Opens this form in a dialog instead, the rows it applies to as its record (decline several
   * with one reason); the form is the question, and a save clears the selection.
   */
  form?: AnyFormDef;
}

export interface RowLink<Row, R extends RouteRefs = RouteRefs> {
  /** The column whose cell becomes the link. */
  field: KeyOf<Row>;
  /** The screen it opens, by route ref: unbound on this page, the cell shows plain text. */
  to?: (row: Row) => LinkTo<R>;
  /** A URL the definition builds itself; prefer `to`. */
  href?: (row: Row) => string;
  /** Opens the row; with a link it replaces a plain click on it (modified clicks follow it). */
  onOpen?: (row: Row) => void;
}

// ---- forms ---------------------------------------------------------------------------------------

/** What a form needs of a schema: zod's safeParse, structurally (no zod in the kit). */
export interface SchemaLike<Out> {
  safeParse(value: unknown):
    | { success: true; data: Out }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/**
 * A form's rules: a schema, or — the usual case, as the contract's schemas bring zod (~25 KB gzip) —
 * how to load it: `() => import('./rules').then((m) => m.addThingInput)`. The kit loads it once,
 * when the form first shows, and keeps it.
 */
export type SchemaSource<V> = SchemaLike<V> | (() => Promise<SchemaLike<V>>);

/** A fieldset of a form: a heading and the fields under it, by name. */
export interface FormSectionDef<K extends string = string> {
  /** i18n key of the section heading; none for a form of one short section (no legend). */
  title?: string;
  fields: readonly K[];
}

/**
 * A form: what it edits (`V`, the values its schema checks; the save call's input by default),
 * which call saves it and how it opens. `Rec` is the record it starts from (the row of an edit,
 * the loaded record of a page form; undefined for a new one). Write it with `defineForm`.
 */
export interface FormDef<
  S extends SaveRoute = SaveRoute,
  V = unknown,
  Rec = unknown,
  K extends string = KeyOf<V>,
> {
  route: S;
  sections: readonly FormSectionDef<K>[];
  /** Issue messages are contract MessageKeys (translated in the `contract` namespace) or text. */
  schema?: SchemaSource<V>;
  /** Fields only this form shows (the resource's catalog has the others). */
  fields?: Readonly<Partial<Record<K, FieldDef>>>;
  /**
   * Fields that depend on the record, over `fields` (an enum offering only the states the
   * record may move to).
   */
  fieldsFor?(record: Rec): Readonly<Partial<Record<K, FieldDef>>>;
  /** `{{…}}` in the field labels, from the record (e.g. "Your price ({{currency}})"). */
  labelValues?(record: Rec): Record<string, string>;
  /** The form's starting values from its record; the record itself when not given. */
  initialValues?(record: Rec): Partial<V>;
  /** The call's input from the checked values (may wait, e.g. to encrypt); the values by default. */
  toInput?(values: V, record: Rec): CallInput<S> | Promise<CallInput<S>>;
  /** Maps a server error's field path (`lines.0.unitPrice`) to a form field; unmapped show on top. */
  serverField?(path: string): string | undefined;
  /** After the save, with the server's answer (a second toast, a navigation…). */
  onSaved?(answer: CallAnswer<S>, record: Rec): void;
  /** i18n key of the toast after saving; "Saved" by default; `false` for none. */
  successMessage?: string | false;
  /** i18n key of the submit button; "Save" by default. */
  submitLabel?: string;
  // -- when it opens from a button or a row action --
  /** i18n key of the button or row action that opens it. */
  label?: string;
  /**
   * i18n key of the dialog's title (the label by default), `{{…}}` filled by titleValues. The
   * values' `t` is the resource's (its namespace, then `common`), for a value that is itself a
   * label (an enum's).
   */
  title?: string;
  titleValues?(record: Rec, t: TFunction): Record<string, string | number>;
  /** i18n key of the sentence above the form, `{{…}}` filled by introValues (as titleValues). */
  intro?: string;
  introValues?(record: Rec, t: TFunction): Record<string, string | number>;
  /**
   * A destructive answer (decline with a reason): the dialog is an alert dialog and the submit
   * button red, as the confirm dialog's (kit/confirm-dialog.tsx).
   */
  danger?: boolean;
  /** Permission code the user must hold to see the button or action. */
  permission?: string;
  /** The dialog's maximum width in pixels (640 by default). */
  maxWidth?: number;
}

/** Any form, as lists, dialogs and hooks hold it (`defineForm` checked it where it was written). */
export type AnyFormDef = FormDef<SaveRoute, unknown, unknown, string>;

/** Without `toInput` the checked values go to the call as they are, so they must fit its input. */
type InputFit<S extends SaveRoute, V, Rec> = [V] extends [CallInput<S>]
  ? unknown
  : { toInput(values: V, record: Rec): CallInput<S> | Promise<CallInput<S>> };

/**
 * Types a form from its call and its schema. Identity at run time; at compile time a section names
 * a field of the values, `toInput` returns the call's input, `initialValues` fits the values:
 *
 *   defineForm({
 *     route: api.addThing,
 *     schema: () => import('./rules').then((m) => m.addThingInput),
 *     sections: [{ title: 'dialog.section', fields: ['name', 'validUntil'] }],
 *   })
 */
export function defineForm<S extends SaveRoute, V = CallInput<S>, Rec = undefined>(
  form: FormDef<S, V, Rec> & InputFit<S, V, Rec>,
  // Not an inference site: inside a definition the slot's AnyFormDef would make V unknown.
): FormDef<S, NoInfer<V>, NoInfer<Rec>> {
  return form;
}

/** Where a create or edit form opens. */
export interface FormPlacement<Row, R extends RouteRefs> {
  /** A dialog over the list (default), under the list (`inline`), or its own page (`page`). */
  in?: 'dialog' | 'inline' | 'page';
  /** The page of an `in: 'page'` form, by route ref (its widget renders ResourceForm). */
  to?: (row: Row) => LinkTo<R>;
}
export type CreateDef<R extends RouteRefs = RouteRefs> = AnyFormDef & FormPlacement<undefined, R>;
export type EditDef<Row, R extends RouteRefs = RouteRefs> = AnyFormDef &
  FormPlacement<Row, R> & {
    /** Rows it applies to (the others show no Edit). */
    visible?: (row: Row) => boolean;
  };

// ---- details -------------------------------------------------------------------------------------

export interface SectionDef<T> {
  /** i18n key of the section heading. */
  title: string;
  fields: readonly KeyOf<T>[];
  /** Labels above the values; off for a section whose heading names its one value. */
  labels?: boolean;
}

export interface GetDef<G extends GetRoute> {
  route: G;
  input: (id: string) => CallInput<G>;
}

/**
 * The page form of a resource (ResourceForm with `id` edits the record `get` loads). `V` is what
 * the form edits: the save call's input by default, or e.g. one quote line whose `toInput` wraps
 * it into the quote the call takes.
 */
export interface SaveDef<S extends SaveRoute, G extends GetRoute, V> {
  route: S;
  sections: readonly SectionDef<V>[];
  schema?: SchemaSource<V>;
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

/** Names of the fields of an element's nested objects (an inquiry item's `repair` unit). */
type NestedKeyOf<E> = {
  [K in KeyOf<E>]-?: NonNullable<E[K]> extends readonly unknown[]
    ? never
    : NonNullable<E[K]> extends Date
      ? never
      : NonNullable<E[K]> extends object
        ? KeyOf<NonNullable<E[K]>>
        : never;
}[KeyOf<E>];
/**
 * An element of a detail table as the table reads it: its own fields, and those of its nested
 * objects by their own names (the element's own field wins a clash).
 */
export type TableRow<E> = E & { [P in Exclude<NestedKeyOf<E>, KeyOf<E>>]?: unknown };

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
    fields: Partial<Record<KeyOf<TableRow<ItemOf<T, K>>>, FieldDef>>;
    columns: readonly ColumnRef<TableRow<ItemOf<T, K>>>[];
    /** i18n key of the text shown when the list is empty. */
    empty?: string;
    /** Cells wrap (questions, comments) instead of cutting long text; never virtualized. */
    wrap?: boolean;
    /**
     * Fields of the record every row reads as its own when it lacks them: a version's total is in
     * the contract's `currency`, which the version rows do not repeat.
     */
    inherit?: readonly KeyOf<T>[];
  };
}[ListKeyOf<T>];

export type DetailSectionDef<T> = SectionDef<T> | TableSectionDef<T>;

export function isTableSection<T>(section: DetailSectionDef<T>): section is TableSectionDef<T> {
  return 'table' in section;
}

export interface DetailDef<G extends GetRoute> {
  sections: readonly DetailSectionDef<RecordOf<G>>[];
}

// ---- the definition ------------------------------------------------------------------------------

/**
 * Field names any view of the resource may show, each with its kind, label and list presentation:
 * fields of the list's rows, the loaded record, the page form's values and the list's parameters
 * (a search box's `q`). A form's own fields go in its `fields`.
 */
export type FieldCatalog<Row, Rec, Values, In = unknown> = Partial<
  Record<KeyOf<Row> | KeyOf<Rec> | KeyOf<Values> | KeyOf<In>, FieldDef>
>;

export interface ResourceDefinition<
  L extends ListRoute = ListRoute,
  G extends GetRoute = GetRoute,
  S extends SaveRoute = SaveRoute,
  V = SaveInputOf<S>,
  R extends RouteRefs = RouteRefs,
> {
  /** Query-key root; lists are cached as [name, params], records as [name, 'record', id]. */
  name: string;
  /** Other resources' names whose lists and records a save or an action here refetches too. */
  invalidates?: readonly string[];
  /** i18n key of the screen's title: the list's accessible name. */
  title?: string;
  /** i18n namespace of the labels (added with addTranslations); `common` is looked in next. */
  ns?: string;
  fields: FieldCatalog<RowOf<L>, RecordOf<G>, V, ListInputOf<L>>;
  /** The widget's route refs (kit/links), so the links below are checked against them. */
  links?: R;
  /** The paged list call; a resource shown only as a form or a detail has none. */
  list?: L;
  /** Parameters every request carries (e.g. the inquiry kind); the list's props can add more. */
  listInput?: Partial<ListInputOf<L>>;
  /** The row's id for selection and keys; `row.id` by default. */
  rowId?: (row: RowOf<L>) => string;
  /** A row's name in a screen reader's "select row …" (the link field by default). */
  rowName?: (row: RowOf<L>) => string;
  columns?: readonly ColumnRef<RowOf<L>>[];
  filters?: readonly FilterRef<ListInputOf<L>>[];
  tabs?: readonly TabDef<ListInputOf<L>>[];
  sorts?: readonly SortOption[];
  pageSizes?: readonly number[];
  rowActions?: readonly RowAction<RowOf<L>, R>[];
  bulkActions?: readonly BulkAction<RowOf<L>>[];
  rowLink?: RowLink<RowOf<L>, R>;
  /** i18n key of the empty list's hint when no filter is set. */
  emptyHint?: string;
  /** The list's Add button and the form it opens (defineForm). */
  create?: CreateDef<R>;
  /**
   * Other ways to add one, each a secondary button beside Add opening its form in a dialog (a
   * colleague invited by e-mail beside one created with a password).
   */
  otherCreates?: readonly AnyFormDef[];
  /** Each row's Edit action and the form it opens, the row as its record (defineForm). */
  edit?: EditDef<RowOf<L>, R>;
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
  R extends RouteRefs = RouteRefs,
> = ResourceDefinition<L, G, S, V, R> & { list: L; columns: readonly ColumnRef<RowOf<L>>[] };
export type FormResource<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs = RouteRefs,
> = ResourceDefinition<L, G, S, V, R> & { save: SaveDef<S, G, V> };
export type DetailResource<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs = RouteRefs,
> = ResourceDefinition<L, G, S, V, R> & { get: GetDef<G>; detail: DetailDef<G> };

/** What every hook and renderer reads of any definition: its name, namespace and fields. */
export interface ResourceBase {
  name: string;
  invalidates?: readonly string[];
  title?: string;
  ns?: string;
  fields: Readonly<Partial<Record<string, FieldDef>>>;
}

/**
 * Types a resource definition from its contract calls. Identity at run time; at compile time a
 * column must name a field of the list's row, a filter a parameter of its input, a link one of the
 * widget's route refs with its parameters, and so on.
 */
export function defineResource<
  const D extends ResourceDefinition<L, G, S, V, R>,
  L extends ListRoute = ListRoute,
  G extends GetRoute = GetRoute,
  S extends SaveRoute = SaveRoute,
  V = SaveInputOf<S>,
  R extends RouteRefs = RouteRefs,
>(definition: D & ResourceDefinition<L, G, S, V, R>): D {
  return definition;
}
