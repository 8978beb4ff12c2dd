// A record read-only, in the definition's detail sections, each value formatted exactly as the
// list shows it (money with its currency, dates in the user's language, states as badges).
import { useId, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import { token } from '../css-token';
import { label, namespaces } from '../enum-label';
import { renderFieldValue } from '../field-value';
import { InlineAlert, Row } from '../form-layout';
import { LoadingBlock } from '../loading-block';
import type { DetailResource, GetRoute, ListRoute, RecordOf, SaveRoute } from './resource-types';

export interface ResourceDetailProps<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
> {
  resource: DetailResource<L, G, S, V>;
  id: string;
}

const wrapStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalXL'),
  padding: token('spacingHorizontalL'),
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

function ResourceDetailView<L extends ListRoute, G extends GetRoute, S extends SaveRoute, V>({
  resource,
  id,
}: ResourceDetailProps<L, G, S, V>) {
  const { ns, get, detail } = resource;
  const { t } = useT(namespaces(ns));
  const baseId = useId();
  const query = useQuery({
    queryKey: [resource.name, 'record', id],
    queryFn: ({ signal }) => call(get.route, get.input(id), { signal, toast: false }),
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
      {detail.sections.map((section, i) => {
        const headingId = `${baseId}-${i}`;
        return (
          <section key={section.title} aria-labelledby={headingId}>
            <h3 id={headingId} style={headingStyle}>
              {label(t, section.title, ns)}
            </h3>
            <dl style={listStyle}>
              {section.fields.map((name) => {
                const field = resource.fields[name];
                if (!field) return null;
                return (
                  <div key={name}>
                    <dt style={termStyle}>{label(t, field.label, ns)}</dt>
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
