// Columns and filters by name: a definition lists field names (or a name with overrides) and the
// field catalog says how each shows — label, kind, width, sorting, alignment, wrapping, render.
import type { ReactNode } from 'react';
import type {
  ColumnCard,
  ColumnRef,
  FieldDef,
  FilterDef,
  FilterRef,
  ResourceBase,
  StatusField,
  EnumField,
} from './resource-types';

export interface ResolvedColumn<Row> {
  field: string;
  def: FieldDef;
  width?: number;
  sortable?: boolean;
  align?: 'start' | 'end';
  wrap?: boolean;
  /** i18n key of the header when it is not the field's label. */
  label?: string;
  render?: (row: Row) => ReactNode;
  /** The Columns menu cannot hide it. */
  essential?: boolean;
  /** Its place on a narrow list's card (see ColumnDef.card). */
  card?: ColumnCard;
  /** Shown only when some row has the field (see ColumnDef.ifAny). */
  ifAny?: boolean;
}

type Fields = ResourceBase['fields'];

function missing(resource: string, what: string, name: string): [] {
  // A definition's slip, loud where the developer looks; the screen still shows the rest.
  console.error(`${resource}: ${what} "${name}" has no field`);
  return [];
}

export function resolveColumns<Row>(
  refs: readonly ColumnRef<Row>[],
  fields: Fields,
  resource: string,
): ResolvedColumn<Row>[] {
  return refs.flatMap((ref): ResolvedColumn<Row>[] => {
    const column = typeof ref === 'string' ? { field: ref } : ref;
    const def = fields[column.field];
    if (!def) return missing(resource, 'column', column.field);
    return [
      {
        field: column.field,
        def,
        width: column.width ?? def.width,
        sortable: column.sortable ?? def.sortable,
        align: column.align ?? def.align,
        wrap: column.wrap ?? def.wrap,
        label: column.label,
        render: column.render,
        essential: column.essential,
        card: column.card,
        ifAny: column.ifAny,
      },
    ];
  });
}

const YES_NO = ['true', 'false'] as const;

/** A filter named like a field: text → search box, enum or status → select, boolean → yes/no. */
export function resolveFilters<In>(
  refs: readonly FilterRef<In>[],
  fields: Fields,
  resource: string,
): FilterDef<In>[] {
  return refs.flatMap((ref): FilterDef<In>[] => {
    if (typeof ref !== 'string') return [ref];
    const def = fields[ref];
    if (!def) return missing(resource, 'filter', ref);
    switch (def.kind) {
      case 'enum':
      case 'status': {
        const choice: EnumField | StatusField = def;
        return [
          { kind: 'select', param: ref, label: def.label, enum: choice.enum, options: def.options },
        ];
      }
      case 'boolean':
        return [{ kind: 'select', param: ref, label: def.label, enum: 'yesNo', options: YES_NO }];
      default:
        return [{ kind: 'text', param: ref, label: def.label }];
    }
  });
}
