// A paged, sortable, filterable list of one resource, rendered from its definition: tabs, filters,
// the table (virtualized past 50 rows), row and bulk actions the user may take, paging, and the
// loading, empty and error states. Lists are cached by TanStack Query as [resource name, params];
// an action refetches them.
import { useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@portal/contract';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import { ConfirmProvider } from '../confirm-dialog';
import { token } from '../css-token';
import { label, namespaces } from '../enum-label';
import { fieldOf } from '../field-value';
import { BulkBar } from '../bulk-bar';
import { InlineAlert } from '../form-layout';
import { LoadingBlock } from '../loading-block';
import { toggleIds } from '../selection';
import { ListFilters } from './list-filters';
import { ListPagination } from './list-pagination';
import { ListTabs, tabId } from './list-tabs';
import { nextColumnSort, useListState, type ListState } from './list-state';
import { ListTable, ROW_HEIGHT, type ResolvedColumn } from './list-table';
import type {
  GetRoute,
  ListInputOf,
  ListResource,
  ListRoute,
  RowOf,
  SaveRoute,
} from './resource-types';
import { usePermission } from './use-permissions';
import { useResourceActions } from './use-resource-actions';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;
/** Pages longer than this are virtualized. */
export const VIRTUALIZE_ABOVE = 50;
const NO_SELECTION: ReadonlySet<string> = /* @__PURE__ */ new Set();

export interface ResourceListProps<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
> {
  resource: ListResource<L, G, S, V>;
  /** Parameters from the screen (e.g. the inquiry kind of this menu entry). */
  input?: Partial<ListInputOf<L>>;
  /** Keeps tab, page, sort and filters in sessionStorage under this key across reloads. */
  stateKey?: string;
  /** The tab shown first when nothing was restored (the first tab by default). */
  tab?: string;
  /** Opens a row (overrides the definition's rowLink.onOpen). */
  onOpen?: (row: RowOf<L>) => void;
  virtualizeAbove?: number;
  /** Height of the scrolling table when virtualized, in pixels. */
  height?: number;
}

const stackStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
  minWidth: 0,
};
const panelStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: token('spacingVerticalS'),
  padding: `${token('spacingVerticalXXL')} ${token('spacingHorizontalL')}`,
  textAlign: 'center',
};

function buildParams<L extends ListRoute>(
  base: Partial<ListInputOf<L>> | undefined,
  input: Partial<ListInputOf<L>> | undefined,
  tabInput: Partial<ListInputOf<L>> | undefined,
  state: ListState,
): CallInput<L> {
  const params: Record<string, unknown> = { ...base, ...input, ...tabInput };
  for (const [key, value] of Object.entries(state.filters)) if (value) params[key] = value;
  if (state.sort) params.sort = state.sort;
  params.current = state.current;
  params.size = state.size;
  // The definition's types guarantee each part is a piece of this input; their merge is the whole.
  return params as CallInput<L>;
}

function ResourceListView<L extends ListRoute, G extends GetRoute, S extends SaveRoute, V>({
  resource,
  input,
  stateKey,
  tab: initialTab,
  onOpen,
  virtualizeAbove = VIRTUALIZE_ABOVE,
  height = 560,
}: ResourceListProps<L, G, S, V>) {
  const ns = resource.ns;
  const { t } = useT(namespaces(ns));
  const k = { ns: 'common' };
  const can = usePermission();
  const pageSizes = resource.pageSizes ?? DEFAULT_PAGE_SIZES;
  const [state, update] = useListState(
    {
      tab: resource.tabs?.find((x) => x.key === initialTab)?.key ?? resource.tabs?.[0]?.key,
      current: 1,
      size: pageSizes[1] ?? pageSizes[0] ?? 20,
      filters: {},
    },
    stateKey,
  );
  const tab = resource.tabs?.find((x) => x.key === state.tab) ?? resource.tabs?.[0];
  const params = useMemo(
    () => buildParams<L>(resource.listInput, input, tab?.input, state),
    [resource.listInput, input, tab, state],
  );

  const query = useQuery({
    queryKey: [resource.name, params],
    queryFn: ({ signal }) => call(resource.list, params, { signal, toast: false }),
    placeholderData: keepPreviousData,
  });
  const page = query.data?.data;
  const rows = useMemo(() => (page?.records ?? []) as RowOf<L>[], [page]);

  const rowId = resource.rowId ?? ((row: RowOf<L>) => String(fieldOf(row, 'id')));
  const rowName =
    resource.rowName ??
    ((row: RowOf<L>) => String(fieldOf(row, resource.rowLink?.field ?? 'id') ?? rowId(row)));

  const columns = resource.columns.flatMap((c): ResolvedColumn<RowOf<L>>[] => {
    const def = resource.fields[c.field];
    return def ? [{ ...c, def }] : [];
  });
  const rowActions = (resource.rowActions ?? []).filter((a) => can(a.permission));
  const bulkActions = (resource.bulkActions ?? []).filter((a) => can(a.permission));
  const actions = useResourceActions<RowOf<L>>(resource.name, ns, rowId);

  // Selection belongs to what is on screen: a new page, filter or tab starts with none.
  const paramsKey = JSON.stringify(params);
  const [picked, setPicked] = useState<{ key: string; ids: ReadonlySet<string> }>(() => ({
    key: paramsKey,
    ids: new Set(),
  }));
  const selection = picked.key === paramsKey ? picked.ids : NO_SELECTION;
  const setSelection = (update: (prev: ReadonlySet<string>) => ReadonlySet<string>) =>
    setPicked((p) => ({ key: paramsKey, ids: update(p.key === paramsKey ? p.ids : NO_SELECTION) }));
  const selectedRows = rows.filter((r) => selection.has(rowId(r)));

  const currentPage = state.current;
  // After a delete or a state change the last page can vanish: go to the last one there is.
  const pages = page ? Math.max(1, Math.ceil(page.total / state.size)) : 1;
  useEffect(() => {
    if (page && currentPage > pages) update({ current: pages });
  }, [page, pages, currentPage, update]);

  const filtersSet = Object.values(state.filters).some(Boolean) || !!state.sort;
  const reset = () => update((s) => ({ ...s, current: 1, filters: {}, sort: undefined }));
  const title = label(t, resource.title ?? resource.name, ns);
  const tabsId = useId();

  let body;
  if (query.isPending) {
    body = (
      <LoadingBlock
        label={t('kit.list.loading', k)}
        rows={Math.min(state.size, 8)}
        rowHeight={ROW_HEIGHT - 12}
      />
    );
  } else if (query.isError) {
    body = (
      <div style={panelStyle}>
        <InlineAlert>
          {t('kit.list.loadFailed', k)} {query.error.message}
        </InlineAlert>
        <Button appearance="primary" onClick={() => void query.refetch()}>
          {t('kit.list.retry', k)}
        </Button>
      </div>
    );
  } else if (!rows.length) {
    body = (
      <div role="status" style={panelStyle}>
        <strong style={{ fontSize: token('fontSizeBase400') }}>{t('kit.list.empty', k)}</strong>
        <span>
          {filtersSet
            ? t('kit.list.emptyHint', k)
            : resource.emptyHint
              ? label(t, resource.emptyHint, ns)
              : t('kit.list.emptyHintNoFilters', k)}
        </span>
        {filtersSet ? <Button onClick={reset}>{t('kit.list.reset', k)}</Button> : null}
      </div>
    );
  } else {
    body = (
      <ListTable<RowOf<L>>
        label={title}
        rows={rows}
        columns={columns}
        rowId={rowId}
        rowName={rowName}
        sort={state.sort}
        onSort={(field) =>
          update((s) => ({ ...s, current: 1, sort: nextColumnSort(s.sort, field) }))
        }
        selection={bulkActions.length ? selection : null}
        onSelect={(ids, selected) => setSelection((prev) => toggleIds(prev, ids, selected))}
        rowActions={rowActions}
        onAction={(action, row) => void actions.runRow(action, row, rowName(row))}
        busy={actions.busy}
        rowLink={resource.rowLink}
        onOpen={onOpen}
        virtualizeAbove={virtualizeAbove}
        height={height}
        stale={query.isPlaceholderData}
        t={t}
        ns={ns}
      />
    );
  }

  return (
    <section aria-label={title} style={stackStyle}>
      {resource.tabs?.length ? (
        <ListTabs
          tabs={resource.tabs.map((x) => ({ key: x.key, label: label(t, x.label, ns) }))}
          selected={tab?.key}
          onSelect={(key) => update((s) => ({ ...s, tab: key, current: 1, sort: undefined }))}
          idPrefix={tabsId}
        />
      ) : null}
      <div
        style={stackStyle}
        role={resource.tabs?.length ? 'tabpanel' : undefined}
        aria-labelledby={resource.tabs?.length && tab ? tabId(tabsId, tab.key) : undefined}
      >
        <ListFilters<ListInputOf<L>>
          filters={resource.filters ?? []}
          values={state.filters}
          onChange={(param, value) =>
            update((s) => ({ ...s, current: 1, filters: { ...s.filters, [param]: value } }))
          }
          sorts={resource.sorts}
          sort={state.sort}
          onSort={(sort) => update({ sort, current: 1 })}
          onReset={reset}
          canReset={filtersSet}
          t={t}
          ns={ns}
        />
        {selectedRows.length && bulkActions.length ? (
          <BulkBar
            label={t('kit.list.bulkActions', k)}
            status={t('kit.list.selected', { ...k, count: selectedRows.length })}
          >
            {bulkActions.map((a) => {
              const eligible = selectedRows.filter((r) => a.enabled?.(r) ?? true);
              return (
                <Button
                  key={a.key}
                  size="small"
                  disabled={!eligible.length}
                  disabledFocusable={actions.busy === a.key}
                  onClick={async () => {
                    const done = await actions.runBulk(
                      a,
                      eligible,
                      selectedRows.length - eligible.length,
                    );
                    if (done) setSelection(() => new Set());
                  }}
                >
                  {label(t, a.label, ns)}
                </Button>
              );
            })}
            <Button size="small" appearance="subtle" onClick={() => setSelection(() => new Set())}>
              {t('kit.list.clearSelection', k)}
            </Button>
          </BulkBar>
        ) : null}
        {body}
        {page && !query.isError && page.total > 0 ? (
          <ListPagination
            total={page.total}
            current={Math.min(state.current, pages)}
            size={state.size}
            pageSizes={pageSizes}
            onPage={(current) => update({ current })}
            onSize={(size) => update({ size, current: 1 })}
            t={t}
          />
        ) : null}
      </div>
    </section>
  );
}

/**
 * The list screen of a resource. Brings its own query client context and confirm dialog host, so
 * it works in any widget; a widget that already has them simply nests.
 */
export function ResourceList<L extends ListRoute, G extends GetRoute, S extends SaveRoute, V>(
  props: ResourceListProps<L, G, S, V>,
) {
  return (
    <QueryProvider>
      <ConfirmProvider>
        <ResourceListView<L, G, S, V> {...props} />
      </ConfirmProvider>
    </QueryProvider>
  );
}
