// A list field of a loaded record (a profile's contacts, its qualification files) that the user
// changes entry by entry: the kit's list table (no paging, sort or selection), an Add button and an
// Edit per row that open their form in the kit's dialog, and row actions that ask first when they
// are dangerous. Unlike ResourceList there is no list call, paging or filter: the entries are the
// record's, and every save answers the record again (the definition's forms and actions say how).
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { useT, type TFunction } from '../../runtime/i18n';
import { useConfirm } from '../confirm-context';
import { ConfirmProvider } from '../confirm-dialog';
import { token } from '../css-token';
import { label, namespaces } from '../enum-label';
import { ResourceFormDialog } from './resource-form';
import { resolveColumns } from './columns';
import { ListTable } from './list-table';
import type { AnyFormDef, ColumnRef, FieldDef, ResourceBase, RowAction } from './resource-types';
import { useResourceActions } from './use-resource-actions';
import { usePermission } from './use-permissions';

/** A row action of an entry (its `rowLabel` names the button for the entry). */
export type ItemAction<Item> = RowAction<Item>;

export interface RecordItemsDef<Item> {
  /** i18n key of the heading (also the table's caption). */
  title: string;
  /** i18n key of the empty list's text. */
  empty: string;
  /** The entries' fields: the columns' labels and how their cells show. */
  fields: Readonly<Partial<Record<string, FieldDef>>>;
  columns: readonly ColumnRef<Item>[];
  /** An entry's name in button labels and questions ("Remove 李娜"), with the resource's `t`. */
  rowName: (item: Item, t: TFunction) => string;
  /** The Add button (the form's label) and its form; the form's permission hides it. */
  create?: AnyFormDef;
  /** Each entry's Edit and its form, the entry as its record. */
  edit?: AnyFormDef & { rowLabel?: string };
  /** Actions on an entry: a form in a dialog, or `run` (asked first when `danger` or `confirm`). */
  rowActions?: readonly ItemAction<Item>[];
}

export interface RecordItemsProps<Item> {
  /** The record's resource: its namespace, and its name the saves refetch. */
  resource: ResourceBase;
  items: readonly Item[];
  def: RecordItemsDef<Item>;
  /** Beside the heading, after Add (a Submit for review). */
  toolbar?: ReactNode;
}

const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const EDIT_KEY = 'edit';
const noop = () => undefined;

function RecordItemsView<Item>({ resource, items, def, toolbar }: RecordItemsProps<Item>) {
  const { ns } = resource;
  const { t } = useT(namespaces(ns));
  const can = usePermission();
  const confirm = useConfirm();
  const [open, setOpen] = useState<{ form: AnyFormDef; record?: Item } | null>(null);
  const indexOf = (item: Item) => String(items.indexOf(item));
  const actions = useResourceActions<Item>(resource.name, ns, indexOf, resource.invalidates);
  const edit = def.edit;
  const editAction: ItemAction<Item> | undefined = edit && {
    key: EDIT_KEY,
    label: edit.label ?? 'kit.form.edit',
    permission: edit.permission,
    rowLabel: edit.rowLabel,
    form: edit,
  };
  // Edit first, as in the kit's lists.
  const rowActions = [...(editAction ? [editAction] : []), ...(def.rowActions ?? [])].filter((a) =>
    can(a.permission),
  );
  const create = def.create && can(def.create.permission) ? def.create : undefined;

  const run = async (action: ItemAction<Item>, item: Item) => {
    if (action.form) {
      setOpen({ form: action.form, record: item });
      return;
    }
    const name = def.rowName(item, t);
    if (action.danger || action.confirm) {
      const ok = await confirm({
        title: label(t, action.confirmTitle ?? action.label, ns),
        body: action.confirmBody ? label(t, action.confirmBody, ns, { name }) : name,
        confirmLabel: label(t, action.label, ns),
        danger: !!action.danger,
      });
      if (!ok) return;
    }
    // Asked above, with the entry's name in the sentence.
    await actions.runRow({ ...action, danger: false, confirm: false }, item, name);
  };

  const heading = label(t, def.title, ns);
  return (
    <section
      aria-label={heading}
      part="items"
      // In line with the kit's detail and form, which pad themselves.
      style={{
        display: 'grid',
        gap: token('spacingVerticalS'),
        paddingInline: token('spacingHorizontalL'),
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <h3 style={headingStyle}>{heading}</h3>
        {create ? (
          <Button onClick={() => setOpen({ form: create })}>
            {label(t, create.label ?? 'kit.form.add', ns)}
          </Button>
        ) : null}
        {toolbar}
      </div>
      {items.length === 0 ? (
        <p style={{ margin: 0, color: token('colorNeutralForeground3') }}>
          {label(t, def.empty, ns)}
        </p>
      ) : (
        <ListTable<Item>
          label={heading}
          rows={[...items]}
          columns={resolveColumns<Item>(def.columns, def.fields, resource.name)}
          rowId={indexOf}
          rowName={(item) => def.rowName(item, t)}
          onSort={noop}
          selection={null}
          onSelect={noop}
          rowActions={rowActions}
          onAction={(action, item) => void run(action, item)}
          busy={actions.busy}
          virtualizeAbove={Number.POSITIVE_INFINITY}
          height={0}
          stale={false}
          wrap
          t={t}
          ns={ns}
        />
      )}
      {open ? (
        <ResourceFormDialog
          resource={resource}
          form={open.form}
          record={open.record}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

/**
 * The entries of a record's list field with their forms and actions. Needs the page's query client
 * above it (the widget's QueryProvider); brings its own confirm dialog host.
 */
export function RecordItems<Item>(props: RecordItemsProps<Item>) {
  return (
    <ConfirmProvider>
      <RecordItemsView<Item> {...props} />
    </ConfirmProvider>
  );
}
