// sp-approval-tasks: "my approval tasks" (/hna/approve/task). Every approval waiting for a step the
// signed-in buyer may take, across all kinds (supplier audits so far), oldest first: what it is,
// the supplier, its state, the step that waits and since when, each row a link to the page that
// decides it. The server picks the rows by the user's permissions; one resource definition
// rendered by the kit's ResourceList, with a count above it.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  APPROVAL_TASK_KINDS,
  APPROVAL_TASK_PAGES,
  APPROVAL_TASK_STEPS,
  SUPPLIER_KINDS,
  approvalTasksApi,
  type ApprovalTaskRow,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { ResourceList, defineResource } from '../../kit/resource';
import { auditStateField } from '../../kit/status-colors';
import { getConfig } from '../../runtime/config';
import { call } from '../../runtime/http';
import { addTranslations, useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import en from '../../locales/en/approval-tasks.json';
import zh from '../../locales/zh/approval-tasks.json';

export const APPROVAL_TASKS_NS = 'approval-tasks';
addTranslations(APPROVAL_TASKS_NS, { en, zh });

const TASKS_KEY = 'approval-tasks';

export interface ApprovalTasksProps {
  /** Only this kind of approval (attribute `kind`); every kind by default. */
  kind?: string;
}

/** The page that decides a task, with its subject's id. */
export function taskHref(row: Pick<ApprovalTaskRow, 'page' | 'subjectId'>): string {
  return `${APPROVAL_TASK_PAGES[row.page]}?id=${encodeURIComponent(row.subjectId)}`;
}

export const approvalTasksResource = defineResource({
  name: TASKS_KEY,
  title: 'title',
  ns: APPROVAL_TASKS_NS,
  list: approvalTasksApi.listApprovalTasks,
  emptyHint: 'empty',
  rowName: (row) => row.subject,
  fields: {
    kind: { kind: 'enum', label: 'f.kind', enum: 'taskKind', options: APPROVAL_TASK_KINDS },
    subject: { kind: 'text', label: 'f.subject' },
    subjectEn: { kind: 'text', label: 'f.subjectEn' },
    code: { kind: 'text', label: 'f.code' },
    supplierKind: {
      kind: 'enum',
      label: 'f.supplierKind',
      enum: 'supplierKind',
      options: SUPPLIER_KINDS,
    },
    state: auditStateField('f.state'),
    step: { kind: 'enum', label: 'f.step', enum: 'taskStep', options: APPROVAL_TASK_STEPS },
    waitingSince: { kind: 'date-time', label: 'f.waitingSince' },
  },
  columns: [
    { field: 'subject', width: 240, essential: true, card: 'title' },
    { field: 'kind', width: 130, card: 'subtitle' },
    { field: 'step', width: 150, card: 'field' },
    { field: 'state', width: 170, card: 'field' },
    { field: 'waitingSince', width: 170, card: 'field' },
    { field: 'code', width: 110 },
    { field: 'supplierKind', width: 150 },
    { field: 'subjectEn', width: 240 },
  ],
  filters: [
    { kind: 'text', param: 'q', label: 'f.q' },
    {
      kind: 'select',
      param: 'kind',
      label: 'f.kind',
      enum: 'taskKind',
      options: APPROVAL_TASK_KINDS,
    },
  ],
  rowLink: {
    field: 'subject',
    href: taskHref,
    onOpen: (row) => getConfig().navigate(taskHref(row)),
  },
});

function TaskCount() {
  const { t } = useT(APPROVAL_TASKS_NS);
  const count = useQuery({
    queryKey: [TASKS_KEY, 'count'],
    queryFn: async () => (await call(approvalTasksApi.countApprovalTasks, {})).data,
  });
  if (!count.data) return null;
  return (
    <p role="status" style={{ margin: 0, fontWeight: 600 }}>
      {count.data.total ? t('count', { count: count.data.total }) : t('none')}
    </p>
  );
}

function ApprovalTasksView({ kind }: { kind?: string }) {
  const input = useMemo(
    () =>
      kind && (APPROVAL_TASK_KINDS as readonly string[]).includes(kind)
        ? { kind: kind as ApprovalTaskRow['kind'] }
        : {},
    [kind],
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token('spacingVerticalM') }}>
      <TaskCount />
      <ResourceList resource={approvalTasksResource} input={input} stateKey="approval-tasks" />
    </div>
  );
}

export function ApprovalTasks({ kind }: ApprovalTasksProps) {
  return (
    <QueryProvider>
      <ApprovalTasksView kind={kind} />
    </QueryProvider>
  );
}

export default ApprovalTasks;
