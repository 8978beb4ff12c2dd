// A record read-only, in the definition's detail sections, each value formatted exactly as the
// list shows it (money with its currency, dates in the user's language, states as badges). A
// section is either terms and values, or a list field of the record (an inquiry's items, its
// comments) as a table drawn by the list's own table.
import { useId, type CSSProperties, type ReactNode } from 'react';
import type { TFunction } from '../../runtime/i18n';
import { Button } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import { token } from '../css-token';
import { label, namespaces } from '../enum-label';
import { fieldOf, renderFieldValue, srOnly } from '../field-value';
import { InlineAlert, Row } from '../form-layout';
import { LoadingBlock } from '../loading-block';
import { ListTable, type ResolvedColumn } from './list-table';
import {
  isTableSection,
  type ColumnDef,
  type DetailResource,
  type FieldDef,
  type GetRoute,
  type ListRoute,
  type RecordOf,
  type SaveRoute,
  type TableSectionDef,
} from './resource-types';

export interface ResourceDetailProps<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
> {
  resource: DetailResource<L, G, S, V>;
  id: string;
  /** What goes under the title: the record's actions (approval buttons…), given the record. */
  toolbar?: (record: RecordOf<G>) => ReactNode;
  /**
   * Reload every this many ms while it answers a number: a record waiting for an outside system
   * (an approval with OA) shows the answer without a manual refresh.
   */
  refetchInterval?: (record: RecordOf<G>) => number | false;
}

const wrapStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalXL'),
  padding: token('spacingHorizontalL'),
};
const titleStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  lineHeight: token('lineHeightBase500'),
  fontWeight: token('fontWeightSemibold'),
};
const headingStyle: CSSProperties = {
  margin: `0 0 ${token('spacingVerticalS')}`,
  fontSize: token('fontSizeBase400'),
  lineHeight: token('lineHeightBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const listStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: `${token('spacingVerticalM')} ${token('spacingHorizontalL')}`,
  margin: 0,
};
const termStyle: CSSProperties = {
  color: token('colorNeutralForeground3'),
  fontSize: token('fontSizeBase200'),
};
const valueStyle: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };
const wideStyle: CSSProperties = { gridColumn: '1 / -1' };

const emptyStyle: CSSProperties = { margin: 0, color: token('colorNeutralForeground3') };

type Item = Record<string, unknown>;
const NO_ACTIONS: never[] = [];
const ignore = () => undefined;

interface TableSectionProps<T> {
  section: TableSectionDef<T>;
  record: T;
  title: string;
  t: TFunction;
  ns?: string;
}

/** A list field of the record as a read-only table; empty lists say so in words. */
function TableSection<T>({ section, record, title, t, ns }: TableSectionProps<T>): ReactNode {
  const value = fieldOf(record, section.table);
  // The definition's types tie the columns to this list's elements; here they are plain objects.
  const rows = (Array.isArray(value) ? value : []) as Item[];
  if (!rows.length) {
    return (
      <p style={emptyStyle}>
        {section.empty ? label(t, section.empty, ns) : t('kit.detail.empty', { ns: 'common' })}
      </p>
    );
  }
  const fields = section.fields as Partial<Record<string, FieldDef>>;
  const columns = (section.columns as ColumnDef<Item>[]).flatMap((c): ResolvedColumn<Item>[] => {
    const def = fields[c.field];
    return def ? [{ ...c, def }] : [];
  });
  // Elements with an id keep it as their key; the others (clauses, members) their position.
  const position = new Map(rows.map((row, i) => [row, i]));
  const rowId = (row: Item) => {
    const id = fieldOf(row, 'id');
    return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${position.get(row)}`;
  };
  return (
    <ListTable<Item>
      label={title}
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

function ResourceDetailView<L extends ListRoute, G extends GetRoute, S extends SaveRoute, V>({
  resource,
  id,
  toolbar,
  refetchInterval,
}: ResourceDetailProps<L, G, S, V>) {
  const { ns, get, detail } = resource;
  const { t } = useT(namespaces(ns));
  const baseId = useId();
  const query = useQuery({
    queryKey: [resource.name, 'record', id],
    queryFn: ({ signal }) => call(get.route, get.input(id), { signal, toast: false }),
    refetchInterval: (q) => {
      const data = q.state.data as { data: RecordOf<G> } | undefined;
      return data && refetchInterval ? refetchInterval(data.data) : false;
    },
  });
  if (query.isPending) {
    return <LoadingBlock label={t('loading', { ns: 'common' })} rows={3} rowHeight={24} />;
  }
  if (query.isError) {
    return (
      <div style={wrapStyle}>
        <InlineAlert>
          {t('kit.form.loadFailed', { ns: 'common' })} {query.error.message}
        </InlineAlert>
        <Row>
          <Button appearance="primary" onClick={() => void query.refetch()}>
            {t('kit.list.retry', { ns: 'common' })}
          </Button>
        </Row>
      </div>
    );
  }
  const record = query.data.data as RecordOf<G>;
  return (
    <div style={wrapStyle}>
      {resource.title ? <h2 style={titleStyle}>{label(t, resource.title, ns)}</h2> : null}
      {toolbar ? toolbar(record) : null}
      {detail.sections.map((section, i) => {
        const headingId = `${baseId}-${i}`;
        const title = label(t, section.title, ns);
        if (isTableSection(section)) {
          return (
            <section key={section.title} aria-labelledby={headingId}>
              <h3 id={headingId} style={headingStyle}>
                {title}
              </h3>
              <TableSection section={section} record={record} title={title} t={t} ns={ns} />
            </section>
          );
        }
        return (
          <section key={section.title} aria-labelledby={headingId}>
            <h3 id={headingId} style={headingStyle}>
              {title}
            </h3>
            <dl style={listStyle}>
              {section.fields.map((name) => {
                const field = resource.fields[name];
                if (!field) return null;
                // Structured data takes the whole row; a narrow grid cell would wrap it to shreds.
                const wide = field.kind === 'json' ? wideStyle : undefined;
                const term = label(t, field.label, ns);
                return (
                  <div key={name} style={wide}>
                    <dt style={section.labels === false ? srOnly : termStyle}>{term}</dt>
                    <dd style={valueStyle}>{renderFieldValue(field, name, record, t, ns)}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}

export function ResourceDetail<L extends ListRoute, G extends GetRoute, S extends SaveRoute, V>(
  props: ResourceDetailProps<L, G, S, V>,
) {
  return (
    <QueryProvider>
      <ResourceDetailView<L, G, S, V> {...props} />
    </QueryProvider>
  );
}
