// Which columns of a list show: the Columns menu above the table hides and shows them, and the
// choice is remembered per list in localStorage under `sp.columns.<list id>` (the resource's name
// for ResourceList), so it survives a reload and applies wherever that list is embedded. Columns a
// definition marks `essential` stay (docs/decisions/2026-11-26-list-cards-and-columns.md).
import { useCallback, useState } from 'react';
import {
  Button,
  Menu,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ColumnTripleEditRegular } from '@fluentui/react-icons';
import type { TFunction } from '../../runtime/i18n';
import { label } from '../enum-label';
import type { ResolvedColumn } from './columns';

export const COLUMNS_STORAGE_PREFIX = 'sp.columns.';

export function columnsStorageKey(listId: string): string {
  return `${COLUMNS_STORAGE_PREFIX}${listId}`;
}

function readHidden(listId: string | undefined): ReadonlySet<string> {
  if (!listId) return new Set();
  try {
    const raw = localStorage.getItem(columnsStorageKey(listId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((x) => typeof x === 'string') : []);
  } catch {
    // Storage blocked (a sandboxed embedding page) or a broken value: every column shows.
    return new Set();
  }
}

/** The hidden columns' fields of a list and the setter; unpersisted without a list id. */
export function useHiddenColumns(
  listId: string | undefined,
): [ReadonlySet<string>, (field: string, hidden: boolean) => void] {
  const [state, setState] = useState(() => ({ listId, hidden: readHidden(listId) }));
  // Another list in the same component (a widget switching lists) reads its own choice.
  const hidden = state.listId === listId ? state.hidden : readHidden(listId);
  const set = useCallback(
    (field: string, hide: boolean) => {
      setState((prev) => {
        const next = new Set(prev.listId === listId ? prev.hidden : readHidden(listId));
        if (hide) next.add(field);
        else next.delete(field);
        if (listId) {
          try {
            localStorage.setItem(columnsStorageKey(listId), JSON.stringify([...next]));
          } catch {
            // Not remembered, still applied.
          }
        }
        return { listId, hidden: next };
      });
    },
    [listId],
  );
  return [hidden, set];
}

export function visibleColumns<Row>(
  columns: readonly ResolvedColumn<Row>[],
  hidden: ReadonlySet<string>,
): ResolvedColumn<Row>[] {
  return columns.filter((c) => c.essential || !hidden.has(c.field));
}

export function ColumnsMenu<Row>({
  columns,
  hidden,
  onToggle,
  t,
  ns,
}: {
  columns: readonly ResolvedColumn<Row>[];
  hidden: ReadonlySet<string>;
  onToggle: (field: string, hidden: boolean) => void;
  t: TFunction;
  ns?: string;
}) {
  const k = { ns: 'common' };
  const shown = columns.filter((c) => c.essential || !hidden.has(c.field)).map((c) => c.field);
  return (
    <Menu
      checkedValues={{ columns: shown }}
      onCheckedValueChange={(_, d) => {
        for (const c of columns) {
          if (c.essential) continue;
          const on = d.checkedItems.includes(c.field);
          if (on === hidden.has(c.field)) onToggle(c.field, !on);
        }
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" icon={<ColumnTripleEditRegular />}>
          {t('kit.list.columns', k)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((c) => (
            <MenuItemCheckbox key={c.field} name="columns" value={c.field} disabled={!!c.essential}>
              {label(t, c.label ?? c.def.label, ns)}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
