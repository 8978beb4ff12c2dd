// The behaviour of a detail, without its layout: the record loaded with the definition's get call
// (cached as [name, 'record', id], reloaded while `refetchInterval` says so), and its sections
// resolved — term sections with their fields, table sections with their columns. ResourceDetail
// renders it; a screen with its own layout (the profile) calls it and renders the parts itself.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@portal/contract';
import type { TFunction } from '../../runtime/i18n';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { label, namespaces } from '../enum-label';
import { resolveColumns, type ResolvedColumn } from './columns';
import {
  isTableSection,
  type ColumnRef,
  type DetailResource,
  type FieldDef,
  type GetRoute,
  type ListRoute,
  type RecordOf,
  type SaveRoute,
} from './resource-types';
import type { RouteRefs } from '../links';

export interface ResolvedTermSection {
  kind: 'terms';
  title: string;
  /** Labels shown above the values (off: the heading names the one value). */
  labels: boolean;
  fields: { name: string; def: FieldDef; label: string }[];
}
export interface ResolvedTableSection {
  kind: 'table';
  title: string;
  /** The record's list field the table shows. */
  table: string;
  columns: ResolvedColumn<Record<string, unknown>>[];
  /** Translated text of an empty list. */
  empty: string;
  wrap: boolean;
  /** Record fields the rows read as their own when they lack them. */
  inherit: readonly string[];
}
export type ResolvedDetailSection = ResolvedTermSection | ResolvedTableSection;

export interface UseResourceDetailOptions<Rec, In = unknown> {
  /** Reload every this many ms while it answers a number (a record waiting on an outside system). */
  refetchInterval?: (record: Rec) => number | false;
  /**
   * Parameters of the get call besides the id (a comparison currency): sent with it and part of its
   * cache key. While another value loads, the record shown is the previous one (`stale`).
   */
  params?: Partial<In>;
}

export interface ResourceDetailController<Rec> {
  t: TFunction;
  ns?: string;
  /** The translated title, when the definition has one. */
  title?: string;
  loading: boolean;
  error: Error | null;
  refetch: () => void;
  record: Rec | undefined;
  /** The record shown is the previous params' while the new one loads. */
  stale: boolean;
  sections: ResolvedDetailSection[];
}

export function useResourceDetail<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs,
>(
  resource: DetailResource<L, G, S, V, R>,
  id: string,
  options: UseResourceDetailOptions<RecordOf<G>, CallInput<G>> = {},
): ResourceDetailController<RecordOf<G>> {
  const { ns, get, detail } = resource;
  const { t } = useT(namespaces(ns));
  const { refetchInterval, params } = options;
  const query = useQuery({
    queryKey: params ? [resource.name, 'record', id, params] : [resource.name, 'record', id],
    queryFn: ({ signal }) =>
      call(get.route, params ? { ...(get.input(id) as object), ...params } : get.input(id), {
        signal,
        toast: false,
      }),
    placeholderData: params ? keepPreviousData : undefined,
    refetchInterval: (q) => {
      const data = q.state.data as { data: RecordOf<G> } | undefined;
      return data && refetchInterval ? refetchInterval(data.data) : false;
    },
  });
  const sections = detail.sections.map((section): ResolvedDetailSection => {
    const title = label(t, section.title, ns);
    if (isTableSection(section)) {
      const fields = section.fields as Partial<Record<string, FieldDef>>;
      return {
        kind: 'table',
        title,
        table: section.table,
        columns: resolveColumns<Record<string, unknown>>(
          // The definition's types tie the columns to this list's elements; here they are objects.
          section.columns as readonly ColumnRef<Record<string, unknown>>[],
          fields,
          resource.name,
        ),
        empty: section.empty
          ? label(t, section.empty, ns)
          : t('kit.detail.empty', { ns: 'common' }),
        wrap: !!section.wrap,
        inherit: section.inherit ?? [],
      };
    }
    return {
      kind: 'terms',
      title,
      labels: section.labels !== false,
      fields: section.fields.flatMap((name) => {
        const def = resource.fields[name];
        return def ? [{ name, def, label: label(t, def.label, ns) }] : [];
      }),
    };
  });
  return {
    t,
    ns,
    title: resource.title ? label(t, resource.title, ns) : undefined,
    loading: query.isPending,
    error: query.isError ? query.error : null,
    refetch: () => void query.refetch(),
    record: query.data?.data as RecordOf<G> | undefined,
    stale: query.isPlaceholderData,
    sections,
  };
}
