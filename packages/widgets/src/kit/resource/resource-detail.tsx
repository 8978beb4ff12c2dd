// A record read-only, rendered from useResourceDetail: the definition's detail sections, each value
// formatted exactly as the list shows it (money with its currency, dates in the user's language,
// states as badges). A section is either terms and values, or a list field of the record (an
// inquiry's items, its comments) as a table drawn by the list's own table.
import { useId, useMemo, type ReactNode } from 'react';
import type { TFunction } from '../../runtime/i18n';
import { Button } from '@fluentui/react-components';
import { QueryProvider } from '../../runtime/query-provider';
import { fieldOf, renderFieldValue, srOnly } from '../field-value';
import { InlineAlert, Row } from '../form-layout';
import type { RouteRefs } from '../links';
import { LoadingBlock } from '../loading-block';
import {
  emptyStyle,
  headingStyle,
  listStyle,
  termStyle,
  titleStyle,
  valueStyle,
  wideStyle,
  wrapStyle,
} from './detail-styles';
import { ListTable } from './list-table';
import type { DetailResource, GetRoute, ListRoute, RecordOf, SaveRoute } from './resource-types';
import {
  useResourceDetail,
  type ResolvedDetailSection,
  type ResolvedTableSection,
  type UseResourceDetailOptions,
} from './use-resource-detail';

export interface ResourceDetailProps<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs = RouteRefs,
> extends UseResourceDetailOptions<RecordOf<G>> {
  resource: DetailResource<L, G, S, V, R>;
  id: string;
  /** What goes under the title: the record's actions (approval buttons…), given the record. */
  toolbar?: (record: RecordOf<G>) => ReactNode;
}

type Item = Record<string, unknown>;
const NO_ACTIONS: never[] = [];
const ignore = () => undefined;

/**
 * An element as its table reads it: the fields of its nested objects by their own names (an
 * inquiry item's `repair.serialNumber` as `serialNumber`), its own fields winning a clash.
 */
function flatRow(element: unknown): Item {
  if (element === null || typeof element !== 'object') return {};
  const row = element as Item;
  let nested: Item | null = null;
  for (const v of Object.values(row)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date))
      nested = { ...(nested ?? {}), ...(v as Item) };
  }
  return nested ? { ...nested, ...row } : row;
}

/** A list field of the record as a read-only table; empty lists say so in words. */
function TableSection({
  section,
  record,
  t,
  ns,
}: {
  section: ResolvedTableSection;
  record: unknown;
  t: TFunction;
  ns?: string;
}): ReactNode {
  const value = fieldOf(record, section.table);
  const { inherit } = section;
  const rows = useMemo(() => {
    if (!Array.isArray(value)) return [];
    const inherited: Item = {};
    for (const name of inherit) inherited[name] = fieldOf(record, name);
    return value.map((element) => ({ ...inherited, ...flatRow(element) }));
  }, [value, inherit, record]);
  const columns = useMemo(
    () =>
      section.columns.filter(
        (c) => !c.ifAny || rows.some((r) => r[c.field] !== undefined && r[c.field] !== null),
      ),
    [section.columns, rows],
  );
  if (!rows.length) return <p style={emptyStyle}>{section.empty}</p>;
  // Elements with an id keep it as their key; the others (clauses, members) their position.
  const position = new Map(rows.map((row, i) => [row, i]));
  const rowId = (row: Item) => {
    const id = fieldOf(row, 'id');
    return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${position.get(row)}`;
  };
  return (
    <ListTable<Item>
      label={section.title}
      rows={rows}
      columns={columns}
      rowId={rowId}
      rowName={rowId}
      onSort={ignore}
      selection={null}
      onSelect={ignore}
      rowActions={NO_ACTIONS}
      onAction={ignore}
      busy={null}
      virtualizeAbove={50}
      height={480}
      stale={false}
      wrap={section.wrap}
      t={t}
      ns={ns}
    />
  );
}

/** One section of a detail: its heading, then terms and values or the table. */
export function DetailSection({
  section,
  record,
  t,
  ns,
}: {
  section: ResolvedDetailSection;
  record: unknown;
  t: TFunction;
  ns?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} style={headingStyle}>
        {section.title}
      </h3>
      {section.kind === 'table' ? (
        <TableSection section={section} record={record} t={t} ns={ns} />
      ) : (
        <dl style={listStyle}>
          {section.fields.map(({ name, def, label }) => (
            // Structured data takes the whole row; a narrow grid cell would wrap it to shreds.
            <div key={name} style={def.wide || def.kind === 'json' ? wideStyle : undefined}>
              <dt style={section.labels ? termStyle : srOnly}>{label}</dt>
              <dd style={valueStyle}>{renderFieldValue(def, name, record, t, ns)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function ResourceDetailView<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs,
>({ resource, id, toolbar, ...options }: ResourceDetailProps<L, G, S, V, R>) {
  const detail = useResourceDetail(resource, id, options);
  const { t, ns, record } = detail;
  if (detail.loading) {
    return <LoadingBlock label={t('loading', { ns: 'common' })} rows={3} rowHeight={24} />;
  }
  if (detail.error || record === undefined) {
    return (
      <div style={wrapStyle}>
        <InlineAlert>
          {t('kit.form.loadFailed', { ns: 'common' })} {detail.error?.message}
        </InlineAlert>
        <Row>
          <Button appearance="primary" onClick={detail.refetch}>
            {t('kit.list.retry', { ns: 'common' })}
          </Button>
        </Row>
      </div>
    );
  }
  return (
    <div part="detail" style={wrapStyle}>
      {detail.title ? <h2 style={titleStyle}>{detail.title}</h2> : null}
      {toolbar ? toolbar(record) : null}
      {detail.sections.map((section) => (
        <DetailSection key={section.title} section={section} record={record} t={t} ns={ns} />
      ))}
    </div>
  );
}

export function ResourceDetail<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs = RouteRefs,
>(props: ResourceDetailProps<L, G, S, V, R>) {
  return (
    <QueryProvider>
      <ResourceDetailView<L, G, S, V, R> {...props} />
    </QueryProvider>
  );
}
