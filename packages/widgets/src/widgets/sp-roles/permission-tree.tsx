// The role form's permission tree (SPEC section 6): the permissions the caller's side may grant,
// as the server lists them (menu groups with their pages, then the actions, the approval
// departments' Submit OA, Submit QAUDIT and Sync among them), in Fluent's Tree with checkboxes.
// A parent is tri-state: checked when everything under it is, mixed when some of it is; checking it
// checks all of it (its own permission and every child's), unchecking clears all of it.
import { useMemo } from 'react';
import {
  Spinner,
  Text,
  Tree,
  TreeItem,
  TreeItemLayout,
  makeStyles,
  tokens,
  type TreeCheckedChangeData,
  type TreeSelectionValue,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { CallRoute, PermissionTreeNode } from '@portal/contract';
import type { FieldInputProps } from '../../kit/resource';
import { call } from '../../runtime/http';
import type { TFunction } from '../../runtime/i18n';

type TreeRoute = CallRoute<Record<string, never>, { data: { nodes: PermissionTreeNode[] } }>;

const useStyles = makeStyles({
  box: {
    maxHeight: '360px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  count: { color: tokens.colorNeutralForeground3 },
});

export interface TreeModel {
  nodes: PermissionTreeNode[];
  children: Map<string | null, PermissionTreeNode[]>;
  /** Every permission code a node stands for: its own and all its descendants'. */
  codes: Map<string, string[]>;
  total: number;
}

export function treeModel(nodes: PermissionTreeNode[]): TreeModel {
  const children = new Map<string | null, PermissionTreeNode[]>();
  for (const n of nodes) children.set(n.parent, [...(children.get(n.parent) ?? []), n]);
  const codes = new Map<string, string[]>();
  const collect = (n: PermissionTreeNode): string[] => {
    const all = [...(n.code ? [n.code] : []), ...(children.get(n.key) ?? []).flatMap(collect)];
    codes.set(n.key, all);
    return all;
  };
  (children.get(null) ?? []).forEach(collect);
  const total = new Set(nodes.flatMap((n) => (n.code ? [n.code] : []))).size;
  return { nodes, children, codes, total };
}

/** Checked, unchecked or mixed: how much of what the node stands for is chosen. */
export function nodeState(model: TreeModel, key: string, chosen: ReadonlySet<string>) {
  const codes = model.codes.get(key) ?? [];
  const count = codes.filter((c) => chosen.has(c)).length;
  if (count === 0) return false;
  return count === codes.length ? true : 'mixed';
}

/** The choice after the user toggled a node: all of it when it was not wholly chosen, else none. */
export function toggleNode(model: TreeModel, key: string, chosen: readonly string[]): string[] {
  const codes = model.codes.get(key) ?? [];
  const set = new Set(chosen);
  const on = nodeState(model, key, set) !== true;
  for (const c of codes) {
    if (on) set.add(c);
    else set.delete(c);
  }
  return [...set].sort();
}

/** A node's title: a menu's from the host's menu texts (the path when there are none). */
function title(n: PermissionTreeNode, t: TFunction): string {
  if (n.kind === 'action' && n.code) return t(`perm.${n.code}`);
  if (n.title.startsWith('roles.')) return t(n.title.slice('roles.'.length));
  const text = t(n.title);
  return text === n.title ? n.title.slice('menu:'.length) : text;
}

export function PermissionTreeInput({
  route,
  value,
  onChange,
  t,
}: FieldInputProps & { route: TreeRoute }) {
  const styles = useStyles();
  const tree = useQuery({
    queryKey: ['roles-permission-tree', route.path],
    queryFn: () => call(route, {}),
    staleTime: Infinity,
  });
  const model = useMemo(() => treeModel(tree.data?.data.nodes ?? []), [tree.data]);
  const chosen = useMemo(() => (Array.isArray(value) ? (value as string[]) : []), [value]);
  const checkedItems = useMemo(() => {
    const set = new Set(chosen);
    return model.nodes.map(
      (n) => [n.key, nodeState(model, n.key, set)] as [string, TreeSelectionValue],
    );
  }, [model, chosen]);

  if (tree.isPending) return <Spinner size="tiny" label={t('tree.loading')} />;
  if (tree.isError) return <Text role="alert">{t('tree.failed')}</Text>;

  const onCheckedChange = (_: unknown, data: TreeCheckedChangeData) => {
    onChange(toggleNode(model, String(data.value), chosen));
  };
  const chosenCount = chosen.filter((c) => model.codes.has(c)).length;

  const items = (parent: string | null) =>
    (model.children.get(parent) ?? []).map((n) => {
      const kids = model.children.get(n.key) ?? [];
      return (
        <TreeItem key={n.key} value={n.key} itemType={kids.length ? 'branch' : 'leaf'}>
          <TreeItemLayout>{title(n, t)}</TreeItemLayout>
          {kids.length ? <Tree>{items(n.key)}</Tree> : null}
        </TreeItem>
      );
    });

  return (
    <div>
      <Text size={200} className={styles.count} aria-live="polite">
        {t('tree.count', { count: chosenCount, total: model.total })}
      </Text>
      <div className={styles.box}>
        <Tree
          aria-label={t('tree.label')}
          selectionMode="multiselect"
          checkedItems={checkedItems}
          onCheckedChange={onCheckedChange}
        >
          {items(null)}
        </Tree>
      </div>
    </div>
  );
}
