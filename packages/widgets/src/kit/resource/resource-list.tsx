// A resource's list rendered from useResourceList: the Add button (its form in a dialog, under the
// list or on a page of its own), tabs, filters, the table (virtualized past 50 rows), row and bulk
// actions, paging, the loading, empty and error states, and the dialog a create, edit or row
// action's form opens. Lists are cached by TanStack Query as [resource name, params]; an action or
// a save refetches them.
import { useId, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { QueryProvider } from '../../runtime/query-provider';
import { BulkBar } from '../bulk-bar';
import { ConfirmProvider } from '../confirm-dialog';
import { token } from '../css-token';
import { label } from '../enum-label';
import { InlineAlert } from '../form-layout';
import { navigateTo, type AnyLinkBindings, type LinkBindings, type RouteRefs } from '../links';
import { LoadingBlock } from '../loading-block';
import { followWith } from '../ref-link';
import { ListFilters } from './list-filters';
import { ListPagination } from './list-pagination';
import { ListTabs, tabId } from './list-tabs';
import { ListTable, ROW_HEIGHT } from './list-table';
import { FormBody, ResourceFormDialog } from './resource-form';
import type { GetRoute, ListInputOf, ListResource, ListRoute, SaveRoute } from './resource-types';
import {
  useResourceList,
  type ResourceListController,
  type UseResourceListOptions,
} from './use-resource-list';

export { DEFAULT_PAGE_SIZES } from './use-resource-list';
/** Pages longer than this are virtualized. */
export const VIRTUALIZE_ABOVE = 50;

export interface ResourceListProps<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs = RouteRefs,
> extends Omit<UseResourceListOptions<L>, 'links'> {
  resource: ListResource<L, G, S, V, R>;
  /** Where the definition's route refs lead on this page (the widget's `links` prop). */
  links?: LinkBindings<R>;
  virtualizeAbove?: number;
  /** Height of the scrolling table when virtualized, in pixels. */
  height?: number;
  /** The Add button's icon (a Fluent icon component); a plus by default. */
  addIcon?: ComponentType;
  /**
   * More of the widget's own buttons in the toolbar, before the other ways to add (sp-staff's
   * Import from spreadsheet, which opens an upload rather than a form).
   */
  toolbar?: ReactNode;
}

const stackStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
  minWidth: 0,
};
const toolbarStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: token('spacingHorizontalM'),
};
const panelStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: token('spacingVerticalS'),
  padding: `${token('spacingVerticalXXL')} ${token('spacingHorizontalL')}`,
  textAlign: 'center',
};

/** The table, or what shows instead of it: loading, the error with Retry, the empty state. */
export function ListBody<Row, In>({
  list,
  emptyHint,
  virtualizeAbove = VIRTUALIZE_ABOVE,
  height = 560,
}: {
  list: ResourceListController<Row, In>;
  /** The empty list's hint when no filter is set, translated. */
  emptyHint?: string;
  virtualizeAbove?: number;
  height?: number;
}) {
  const { t, ns, state } = list;
  const k = { ns: 'common' };
  if (list.loading) {
    return (
      <LoadingBlock
        label={t('kit.list.loading', k)}
        rows={Math.min(state.size, 8)}
        rowHeight={ROW_HEIGHT - 12}
      />
    );
  }
  if (list.error) {
    return (
      <div style={panelStyle}>
        <InlineAlert>
          {t('kit.list.loadFailed', k)} {list.error.message}
        </InlineAlert>
        <Button appearance="primary" onClick={list.refetch}>
          {t('kit.list.retry', k)}
        </Button>
      </div>
    );
  }
  if (!list.rows.length) {
    return (
      <div role="status" style={panelStyle}>
        <strong style={{ fontSize: token('fontSizeBase400') }}>{t('kit.list.empty', k)}</strong>
        <span>
          {list.filtered
            ? t('kit.list.emptyHint', k)
            : (emptyHint ?? t('kit.list.emptyHintNoFilters', k))}
        </span>
        {list.filtered ? <Button onClick={list.reset}>{t('kit.list.reset', k)}</Button> : null}
      </div>
    );
  }
  return (
    <ListTable<Row>
      label={list.title}
      rows={list.rows}
      columns={list.columns}
      rowId={list.rowId}
      rowName={list.rowName}
      sort={state.sort}
      onSort={list.toggleSort}
      selection={list.bulkActions.length ? list.selection : null}
      onSelect={list.select}
      rowActions={list.rowActions}
      onAction={(action, row) => void list.runRow(action, row)}
      actionHref={list.actionHref}
      busy={list.busy}
      linkField={list.linkField}
      rowHref={list.rowHref}
      onOpen={list.openRow}
      virtualizeAbove={virtualizeAbove}
      height={height}
      stale={list.stale}
      columnsId={list.name}
      t={t}
      ns={ns}
    />
  );
}

/** The pages under the list, once it has rows and no error. */
export function ListPager<Row, In>({ list }: { list: ResourceListController<Row, In> }) {
  if (list.total <= 0 || list.error) return null;
  return (
    <ListPagination
      total={list.total}
      totalCapped={list.totalCapped}
      current={Math.min(list.state.current, list.pages)}
      size={list.state.size}
      pageSizes={list.pageSizes}
      onPage={list.setPage}
      onSize={list.setSize}
      t={list.t}
    />
  );
}

/** Actions on the selected rows, while some are selected. */
export function ListBulkBar<Row, In>({ list }: { list: ResourceListController<Row, In> }) {
  const { t, ns } = list;
  const k = { ns: 'common' };
  if (!list.selectedRows.length || !list.bulkActions.length) return null;
  return (
    <BulkBar
      label={t('kit.list.bulkActions', k)}
      status={t('kit.list.selected', { ...k, count: list.selectedRows.length })}
    >
      {list.bulkActions.map((a) => (
        <Button
          key={a.key}
          size="small"
          disabled={!list.selectedRows.some((r) => a.enabled?.(r) ?? true)}
          disabledFocusable={list.busy === a.key}
          onClick={() => void list.runBulk(a)}
        >
          {label(t, a.label, ns)}
        </Button>
      ))}
      <Button size="small" appearance="subtle" onClick={list.clearSelection}>
        {t('kit.list.clearSelection', k)}
      </Button>
    </BulkBar>
  );
}

/** The Add button: opens the create form, or goes to its page. */
export function AddButton<Row, In>({
  list,
  icon: Icon = AddRegular,
  toolbar,
}: {
  list: ResourceListController<Row, In>;
  icon?: ComponentType;
  /** The widget's own buttons, before the others. */
  toolbar?: ReactNode;
}) {
  const create = list.create;
  const others = list.otherCreates;
  if ((!create || create.inline) && !others.length && !toolbar) return null;
  const href = create?.href;
  return (
    <div part="toolbar" style={toolbarStyle}>
      {toolbar}
      {others.map((other) => (
        <Button key={other.key} onClick={() => list.openOtherCreate(other.key)}>
          {other.label}
        </Button>
      ))}
      {!create || create.inline ? null : href ? (
        <Button
          as="a"
          appearance="primary"
          icon={<Icon />}
          href={href}
          onClick={followWith(() => navigateTo(href))}
        >
          {create.label}
        </Button>
      ) : (
        <Button appearance="primary" icon={<Icon />} onClick={list.openCreate}>
          {create.label}
        </Button>
      )}
    </div>
  );
}

function ResourceListView<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs,
>({
  resource,
  virtualizeAbove,
  height,
  addIcon,
  toolbar,
  ...options
}: ResourceListProps<L, G, S, V, R>) {
  // The bindings were checked against the definition's refs where the widget took them.
  const list = useResourceList(resource, {
    ...options,
    links: options.links as AnyLinkBindings | undefined,
  });
  const tabsId = useId();
  // A fresh inline form after each save, so the next entry starts empty.
  const [round, setRound] = useState(0);
  const { t, ns } = list;
  const hasTabs = list.tabs.length > 0;
  const inline = list.create?.inline ? list.create.form : undefined;
  return (
    <section aria-label={list.title} part="list" style={stackStyle}>
      <AddButton list={list} icon={addIcon} toolbar={toolbar} />
      {hasTabs ? (
        <ListTabs
          tabs={list.tabs}
          selected={list.tab?.key}
          onSelect={list.selectTab}
          idPrefix={tabsId}
        />
      ) : null}
      <div
        style={stackStyle}
        role={hasTabs ? 'tabpanel' : undefined}
        aria-labelledby={hasTabs && list.tab ? tabId(tabsId, list.tab.key) : undefined}
      >
        <ListFilters<ListInputOf<L>>
          filters={list.filters}
          values={list.state.filters}
          onChange={list.setFilter}
          sorts={resource.sorts}
          sort={list.state.sort}
          onSort={list.setSort}
          onReset={list.reset}
          canReset={list.filtered}
          t={t}
          ns={ns}
        />
        <ListBulkBar list={list} />
        <ListBody
          list={list}
          emptyHint={resource.emptyHint ? label(t, resource.emptyHint, ns) : undefined}
          virtualizeAbove={virtualizeAbove}
          height={height}
        />
        <ListPager list={list} />
      </div>
      {inline ? (
        <FormBody
          key={round}
          resource={resource}
          form={inline}
          onSaved={() => setRound((n) => n + 1)}
        />
      ) : null}
      {list.openForm ? (
        <ResourceFormDialog
          key={list.openForm.key}
          resource={resource}
          form={list.openForm.form}
          record={list.openForm.rows ?? list.openForm.record}
          onSaved={list.openForm.rows ? list.clearSelection : undefined}
          onClose={list.closeForm}
        />
      ) : null}
    </section>
  );
}

/**
 * The list screen of a resource. Brings its own query client context and confirm dialog host, so
 * it works in any widget; a widget that already has them simply nests.
 */
export function ResourceList<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs = RouteRefs,
>(props: ResourceListProps<L, G, S, V, R>) {
  return (
    <ResourceScope>
      <ResourceListView<L, G, S, V, R> {...props} />
    </ResourceScope>
  );
}

/** What a screen of a map of list screens takes (see listScreen). */
export interface ListScreenProps {
  links?: AnyLinkBindings;
  stateKey?: string;
  tab?: string;
}

/**
 * A definition as a list screen of one type, whatever its calls: a widget with several lists keeps
 * them in a map (`{ blacklist: listScreen(blacklistResource), … }`) and renders the one asked for.
 */
export function listScreen<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs,
>(resource: ListResource<L, G, S, V, R>): ComponentType<ListScreenProps> {
  function ListScreen({ links, ...props }: ListScreenProps) {
    // The widget's `links` prop was checked against its refs where the page bound them.
    return <ResourceList resource={resource} links={links as LinkBindings<R>} {...props} />;
  }
  ListScreen.displayName = `ListScreen(${resource.name})`;
  return ListScreen;
}

/**
 * What the kit's hooks need above them: the page's query client and a confirm dialog host. The
 * renderers bring their own; a screen that calls useResourceList in its own layout wraps itself.
 */
export function ResourceScope({ children }: { children?: ReactNode }) {
  return (
    <QueryProvider>
      <ConfirmProvider>{children}</ConfirmProvider>
    </QueryProvider>
  );
}
