// One list of the profile (contacts, annual sales, OEM lists, capabilities, qualification files) as
// a plain table with a caption, the cells formatted by the kit, and per row Edit / Remove (asking
// first) when the list is editable. Its add button opens the entry's form in a dialog.
import type { CSSProperties, ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { useConfirm } from '../../kit/confirm-dialog';
import { token } from '../../kit/css-token';
import { srOnly } from '../../kit/field-value';
import { useT } from '../../runtime/i18n';
import { PROFILE_NS } from './profile-resource';

export interface ItemColumn<T> {
  key: string;
  /** i18n key of the header. */
  label: string;
  render: (item: T) => ReactNode;
}

export interface ItemListProps<T> {
  /** i18n key of the heading (also the table's caption). */
  title: string;
  /** i18n key of the empty list's text. */
  empty: string;
  items: readonly T[];
  columns: ItemColumn<T>[];
  /** A row's name in button labels ("Remove 李娜"). */
  nameOf: (item: T) => string;
  /** i18n key of the add button; none: no adding. */
  addLabel?: string;
  onAdd?: () => void;
  onEdit?: (index: number) => void;
  /** Called after the user confirmed. */
  onRemove?: (index: number) => Promise<unknown> | void;
  /** Extra buttons of a row (a buyer's decision). */
  rowActions?: (item: T, index: number) => ReactNode;
  /** Under the heading, beside the add button (Submit for review). */
  toolbar?: ReactNode;
}

const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const tableStyle: CSSProperties = { borderCollapse: 'collapse', width: '100%', minWidth: 480 };
const cellStyle: CSSProperties = {
  textAlign: 'start',
  padding: `${token('spacingVerticalS')} ${token('spacingHorizontalM')}`,
  borderBottom: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')}`,
  verticalAlign: 'middle',
};
const headStyle: CSSProperties = {
  ...cellStyle,
  fontWeight: token('fontWeightSemibold'),
  color: token('colorNeutralForeground2'),
};

export function ItemList<T>({
  title,
  empty,
  items,
  columns,
  nameOf,
  addLabel,
  onAdd,
  onEdit,
  onRemove,
  rowActions,
  toolbar,
}: ItemListProps<T>) {
  const { t } = useT([PROFILE_NS, 'common']);
  const confirm = useConfirm();
  const hasActions = !!(onEdit || onRemove || rowActions);
  const remove = async (item: T, index: number) => {
    const ok = await confirm({
      title: t('dialog.removeTitle'),
      body: t('dialog.removeBody', { name: nameOf(item) }),
      confirmLabel: t('act.remove'),
      danger: true,
    });
    if (ok) await onRemove?.(index);
  };
  const heading = t(title);
  return (
    <section
      aria-label={heading}
      // In line with the kit's detail and form, which pad themselves.
      style={{
        display: 'grid',
        gap: token('spacingVerticalS'),
        paddingInline: token('spacingHorizontalL'),
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <h3 style={headingStyle}>{heading}</h3>
        {addLabel && onAdd ? <Button onClick={onAdd}>{t(addLabel)}</Button> : null}
        {toolbar}
      </div>
      {items.length === 0 ? (
        <p style={{ margin: 0, color: token('colorNeutralForeground3') }}>{t(empty)}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={tableStyle}>
            <caption style={srOnly}>{heading}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" style={headStyle}>
                    {t(c.label)}
                  </th>
                ))}
                {hasActions ? (
                  <th scope="col" style={headStyle}>
                    <span style={srOnly}>{t('kit.list.actions', { ns: 'common' })}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {items.map((item, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.key} style={cellStyle}>
                      {c.render(item)}
                    </td>
                  ))}
                  {hasActions ? (
                    <td style={{ ...cellStyle, whiteSpace: 'nowrap' }}>
                      {rowActions?.(item, i)}
                      {onEdit ? (
                        <Button
                          appearance="subtle"
                          aria-label={t('row.edit', { name: nameOf(item) })}
                          onClick={() => onEdit(i)}
                        >
                          {t('act.edit')}
                        </Button>
                      ) : null}
                      {onRemove ? (
                        <Button
                          appearance="subtle"
                          aria-label={t('row.remove', { name: nameOf(item) })}
                          onClick={() => void remove(item, i)}
                        >
                          {t('act.remove')}
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
