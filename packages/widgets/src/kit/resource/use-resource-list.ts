// The behaviour of a list, without its layout: the request (tab, filters, sort, page — remembered
// per `stateKey`), the query and its states, selection, the columns and filters resolved from the
// field catalog, the actions the user may take (asked, guarded, refetched after), the row link and
// action links bound to the page's URLs, and the form a create, edit or row action opens.
// ResourceList renders it; a screen with its own layout calls it and keeps all of this.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from '../../runtime/i18n';
import type { CallInput } from '@portal/contract';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { label, namespaces } from '../enum-label';
import { fieldOf } from '../field-value';
import { linkHref, type AnyLinkBindings, type RouteRefs } from '../links';
import { toggleIds } from '../selection';
import { resolveColumns, resolveFilters, type ResolvedColumn } from './columns';
import { nextColumnSort, useListState, type ListState, type ListStateUpdate } from './list-state';
import type {
  AnyFormDef,
  BulkAction,
  FilterDef,
  GetRoute,
  ListInputOf,
  ListResource,
  ListRoute,
  RowAction,
  RowOf,
  SaveRoute,
  TabDef,
} from './resource-types';
import { invalidateResource } from './invalidate';
import { usePermission } from './use-permissions';
import { useResourceActions } from './use-resource-actions';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;
const NO_SELECTION: ReadonlySet<string> = /* @__PURE__ */ new Set();

export interface UseResourceListOptions<L extends ListRoute> {
  /** Parameters from the screen (e.g. the inquiry kind of this menu entry). */
  input?: Partial<ListInputOf<L>>;
  /** Keeps tab, page, sort and filters in sessionStorage under this key across reloads. */
  stateKey?: string;
  /** The tab shown first when nothing was restored (the first tab by default). */
  tab?: string;
  /** Where the definition's route refs lead on this page (the widget's `links` prop). */
  links?: AnyLinkBindings;
  /** Opens a row (overrides the definition's row link). */
  onOpen?: (row: RowOf<L>) => void;
}

/** The form a create, edit or row action opened: shown by the renderer as a dialog. */
export interface OpenForm<Row> {
  form: AnyFormDef;
  /** The row it edits; none for a new record. */
  record?: Row;
  /** A bulk action's form: the selected rows it applies to (its record instead of `record`). */
  rows?: Row[];
  key: string;
}

export interface ResourceListController<Row, In> {
  /** The resource's name: the list's id (its Columns choice is kept under it). */
  name: string;
  t: TFunction;
  ns?: string;
  /** The list's translated title, its accessible name. */
  title: string;
  state: ListState;
  update: (update: ListStateUpdate) => void;
  // -- tabs, filters, sorts --
  tabs: { key: string; label: string }[];
  tab?: TabDef<In>;
  selectTab: (key: string) => void;
  filters: FilterDef<In>[];
  setFilter: (param: string, value: string) => void;
  /** A filter or a sort is set (the empty state offers Reset). */
  filtered: boolean;
  reset: () => void;
  setSort: (sort: string | undefined) => void;
  /** A header click: ascending, descending, back to the default. */
  toggleSort: (field: string) => void;
  // -- the page --
  params: CallInput<ListRoute>;
  /** The first page is on its way (nothing to show yet). */
  loading: boolean;
  /** Why the list could not be loaded; `refetch` tries again. */
  error: Error | null;
  refetch: () => void;
  /** The rows shown are the previous request's while the next one loads. */
  stale: boolean;
  rows: Row[];
  total: number;
  /** The server stopped counting at `total`: more match (a list that counts only so far ahead). */
  totalCapped: boolean;
  pages: number;
  pageSizes: readonly number[];
  setPage: (current: number) => void;
  setSize: (size: number) => void;
  columns: ResolvedColumn<Row>[];
  rowId: (row: Row) => string;
  rowName: (row: Row) => string;
  /** The row link's field and where it leads (undefined: not a link on this page). */
  linkField?: string;
  rowHref: (row: Row) => string | undefined;
  /** Replaces a plain click on the row link (the screen's onOpen); else it navigates. */
  openRow?: (row: Row) => void;
  // -- selection and actions --
  selection: ReadonlySet<string>;
  selectedRows: Row[];
  select: (ids: readonly string[], selected: boolean) => void;
  clearSelection: () => void;
  /** Row actions the user may take (permission), with the Edit action first when there is one. */
  rowActions: RowAction<Row>[];
  bulkActions: BulkAction<Row>[];
  /** A row action's bound URL (link or href actions), or undefined (then it is hidden). */
  actionHref: (action: RowAction<Row>, row: Row) => string | undefined;
  runRow: (action: RowAction<Row>, row: Row) => Promise<void>;
  /**
   * Runs a bulk action on the selected rows it applies to, or opens its form on them; clears the
   * selection after (after the form's save).
   */
  runBulk: (action: BulkAction<Row>) => Promise<void>;
  /** `<action>:<row id>` or `<action>` while it runs. */
  busy: string | null;
  // -- forms --
  /** The Add button: the create form the user may use, with how it opens. */
  create?: { form: AnyFormDef; label: string; href?: string; inline: boolean };
  openCreate: () => void;
  /** Other ways to add one (an invitation beside a plain create), each a button and a dialog. */
  otherCreates: readonly { key: string; form: AnyFormDef; label: string }[];
  openOtherCreate: (key: string) => void;
  /** The form open in a dialog now, if any. */
  openForm: OpenForm<Row> | null;
  closeForm: () => void;
  /** Refetches every list and record of this resource. */
  invalidate: () => Promise<void>;
}

function buildParams(
  base: object | undefined,
  input: object | undefined,
  tabInput: object | undefined,
  state: ListState,
): CallInput<ListRoute> {
  const params: Record<string, unknown> = { ...base, ...input, ...tabInput };
  for (const [key, value] of Object.entries(state.filters)) if (value) params[key] = value;
  if (state.sort) params.sort = state.sort;
  params.current = state.current;
  params.size = state.size;
  return params;
}

const EDIT_KEY = 'edit';

export function useResourceList<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs,
>(
  resource: ListResource<L, G, S, V, R>,
  options: UseResourceListOptions<L> = {},
): ResourceListController<RowOf<L>, ListInputOf<L>> {
  type Row = RowOf<L>;
  const { input, stateKey, links, onOpen } = options;
  const ns = resource.ns;
  const { t } = useT(namespaces(ns));
  const can = usePermission();
  const queryClient = useQueryClient();
  const pageSizes = resource.pageSizes ?? DEFAULT_PAGE_SIZES;
  const [state, update] = useListState(
    {
      tab: resource.tabs?.find((x) => x.key === options.tab)?.key ?? resource.tabs?.[0]?.key,
      current: 1,
      size: pageSizes[1] ?? pageSizes[0] ?? 20,
      filters: {},
    },
    stateKey,
  );
  const tab = resource.tabs?.find((x) => x.key === state.tab) ?? resource.tabs?.[0];
  const params = useMemo(
    () => buildParams(resource.listInput, input, tab?.input, state),
    [resource.listInput, input, tab, state],
  );

  const query = useQuery({
    queryKey: [resource.name, params],
    queryFn: ({ signal }) => call(resource.list, params, { signal, toast: false }),
    placeholderData: keepPreviousData,
  });
  const page = query.data?.data;
  const rows = useMemo(() => (page?.records ?? []) as Row[], [page]);
  const total = page?.total ?? 0;
  const totalCapped = !!page && 'totalCapped' in page && page.totalCapped === true;
  const pages = page ? Math.max(1, Math.ceil(page.total / state.size)) : 1;
  const currentPage = state.current;
  // After a delete or a state change the last page can vanish: go to the last one there is.
  useEffect(() => {
    if (page && currentPage > pages) update({ current: pages });
  }, [page, pages, currentPage, update]);

  const rowId = resource.rowId ?? ((row: Row) => String(fieldOf(row, 'id')));
  const rowName =
    resource.rowName ??
    ((row: Row) => String(fieldOf(row, resource.rowLink?.field ?? 'id') ?? rowId(row)));

  const columns = useMemo(
    () => resolveColumns<Row>(resource.columns, resource.fields, resource.name),
    [resource.columns, resource.fields, resource.name],
  );
  const filters = useMemo(
    () => resolveFilters<ListInputOf<L>>(resource.filters ?? [], resource.fields, resource.name),
    [resource.filters, resource.fields, resource.name],
  );

  // -- links --
  const link = resource.rowLink;
  const rowHref = (row: Row): string | undefined => {
    if (!link) return undefined;
    if (link.to) {
      const to = link.to(row);
      return linkHref(links, to.ref, to.params);
    }
    return link.href?.(row);
  };
  const openRow = onOpen ?? link?.onOpen;
  const actionHref = (action: RowAction<Row>, row: Row) => {
    if (action.link) {
      const to = action.link(row);
      return linkHref(links, to.ref, to.params);
    }
    return action.href?.(row);
  };

  // -- selection: it belongs to what is on screen; a new page, filter or tab starts with none --
  const paramsKey = JSON.stringify(params);
  const [picked, setPicked] = useState<{ key: string; ids: ReadonlySet<string> }>(() => ({
    key: paramsKey,
    ids: new Set(),
  }));
  const selection = picked.key === paramsKey ? picked.ids : NO_SELECTION;
  const setSelection = (next: (prev: ReadonlySet<string>) => ReadonlySet<string>) =>
    setPicked((p) => ({ key: paramsKey, ids: next(p.key === paramsKey ? p.ids : NO_SELECTION) }));
  const selectedRows = rows.filter((r) => selection.has(rowId(r)));

  // -- forms --
  const [openForm, setOpenForm] = useState<OpenForm<Row> | null>(null);
  const closeForm = useCallback(() => setOpenForm(null), []);
  const edit = resource.edit;
  const editAction: RowAction<Row> | undefined = edit
    ? {
        key: EDIT_KEY,
        label: edit.label ?? 'kit.form.edit',
        permission: edit.permission,
        visible: edit.visible,
        form: edit.in === 'page' ? undefined : edit,
        link: edit.in === 'page' ? edit.to : undefined,
      }
    : undefined;
  // The definition checked its actions' links against its refs; here a ref is a name to look up.
  const own = (resource.rowActions ?? []) as unknown as readonly RowAction<Row>[];
  const rowActions = [...(editAction ? [editAction] : []), ...own].filter((a) => can(a.permission));
  const bulkActions = (resource.bulkActions ?? []).filter((a) => can(a.permission));
  const actions = useResourceActions<Row>(resource.name, ns, rowId, resource.invalidates);

  const createDef = resource.create;
  const create =
    createDef && can(createDef.permission)
      ? {
          form: createDef,
          label: label(t, createDef.label ?? 'kit.form.add', ns),
          href:
            createDef.in === 'page' && createDef.to
              ? (() => {
                  const to = createDef.to(undefined);
                  return linkHref(links, to.ref, to.params);
                })()
              : undefined,
          inline: createDef.in === 'inline',
        }
      : undefined;

  const otherCreates = (resource.otherCreates ?? [])
    .filter((form) => can(form.permission))
    .map((form, i) => ({
      key: `create-${i}`,
      form,
      label: label(t, form.label ?? 'kit.form.add', ns),
    }));

  const runRow = async (action: RowAction<Row>, row: Row) => {
    if (action.form) {
      setOpenForm({ form: action.form, record: row, key: `${action.key}:${rowId(row)}` });
      return;
    }
    await actions.runRow(action, row, rowName(row));
  };

  const filtered = Object.values(state.filters).some(Boolean) || !!state.sort;

  return {
    name: resource.name,
    t,
    ns,
    title: label(t, resource.title ?? resource.name, ns),
    state,
    update,
    tabs: (resource.tabs ?? []).map((x) => ({ key: x.key, label: label(t, x.label, ns) })),
    tab,
    selectTab: (key) => update((s) => ({ ...s, tab: key, current: 1, sort: undefined })),
    filters,
    setFilter: (param, value) =>
      update((s) => ({ ...s, current: 1, filters: { ...s.filters, [param]: value } })),
    filtered,
    reset: () => update((s) => ({ ...s, current: 1, filters: {}, sort: undefined })),
    setSort: (sort) => update({ sort, current: 1 }),
    toggleSort: (field) =>
      update((s) => ({ ...s, current: 1, sort: nextColumnSort(s.sort, field) })),
    params,
    loading: query.isPending,
    error: query.isError ? query.error : null,
    refetch: () => void query.refetch(),
    stale: query.isPlaceholderData,
    rows,
    total,
    totalCapped,
    pages,
    pageSizes,
    setPage: (current) => update({ current }),
    setSize: (size) => update({ size, current: 1 }),
    columns,
    rowId,
    rowName,
    linkField: link?.field,
    rowHref,
    openRow,
    selection,
    selectedRows,
    select: (ids, selected) => setSelection((prev) => toggleIds(prev, ids, selected)),
    clearSelection: () => setSelection(() => new Set()),
    rowActions,
    bulkActions,
    actionHref,
    runRow,
    runBulk: async (action) => {
      const eligible = selectedRows.filter((r) => action.enabled?.(r) ?? true);
      if (action.form) {
        if (eligible.length) setOpenForm({ form: action.form, rows: eligible, key: action.key });
        return;
      }
      const done = await actions.runBulk(action, eligible, selectedRows.length - eligible.length);
      if (done) setSelection(() => new Set());
    },
    busy: actions.busy,
    create,
    openCreate: () => {
      if (create) setOpenForm({ form: create.form, key: 'create' });
    },
    otherCreates,
    openOtherCreate: (key) => {
      const other = otherCreates.find((c) => c.key === key);
      if (other) setOpenForm({ form: other.form, key });
    },
    openForm,
    closeForm,
    invalidate: () => invalidateResource(queryClient, resource),
  };
}
