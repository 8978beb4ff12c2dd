// Runs a row or bulk action: asks first when it is dangerous, shows it busy, reports success, and
// refetches the resource's lists and records afterwards (also after a failure: a 409 means the
// screen is stale, so the fresh state is what the user needs to see next).
import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../runtime/api-error';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { useConfirm } from '../confirm-context';
import { label, namespaces } from '../enum-label';
import { invalidateResource } from './invalidate';
import type { ActionContext, BulkAction, RowAction } from './resource-types';

interface Job {
  key: string;
  work: (ctx: ActionContext) => unknown;
}

/** The `msg` of a call's answer, for `successMessage: 'server'`. */
function answerMessage(answer: unknown): string | undefined {
  const msg =
    answer !== null && typeof answer === 'object' && 'msg' in answer ? answer.msg : undefined;
  return typeof msg === 'string' && msg ? msg : undefined;
}

export interface ResourceActions<Row> {
  runRow: (action: RowAction<Row>, row: Row, rowName: string) => Promise<void>;
  runBulk: (action: BulkAction<Row>, rows: Row[], skipped: number) => Promise<boolean>;
  /** `<action>:<row id>` or `<action>` while it runs. */
  busy: string | null;
}

export function useResourceActions<Row>(
  name: string,
  ns: string | undefined,
  rowId: (row: Row) => string,
  /** Other resources refetched after an action (the definition's `invalidates`). */
  invalidates?: readonly string[],
): ResourceActions<Row> {
  const { t } = useT(namespaces(ns));
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const invalidate = useCallback(
    () => invalidateResource(queryClient, { name, invalidates }),
    [queryClient, name, invalidates],
  );
  const mutation = useMutation({
    mutationFn: async (job: Job) => job.work({ invalidate }),
    onSettled: () => invalidate(),
  });

  const run = async (
    busyKey: string,
    action: RowAction<Row> | BulkAction<Row>,
    work: Job['work'],
    successParams: Record<string, unknown>,
  ): Promise<boolean> => {
    setBusy(busyKey);
    try {
      const answer = await mutation.mutateAsync({ key: busyKey, work });
      if (action.successMessage === 'server') {
        toast.success(answerMessage(answer) ?? t('kit.list.done', { ns: 'common' }));
      } else if (action.successMessage !== false) {
        toast.success(label(t, action.successMessage ?? 'kit.list.done', ns, successParams));
      }
      return true;
    } catch (e) {
      // The http client has already shown a call's failure; anything else is a bug worth a word.
      if (!isApiError(e)) toast.error(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const ask = (action: RowAction<Row> | BulkAction<Row>, body: string) =>
    confirm({
      title: label(t, action.confirmTitle ?? action.label, ns),
      body: action.confirmBody
        ? `${label(t, action.confirmBody, ns)} ${body}`.trim()
        : body || undefined,
      confirmLabel: label(t, action.label, ns),
      danger: !!action.danger,
    });

  const runRow: ResourceActions<Row>['runRow'] = async (action, row, rowName) => {
    if (!action.run) return;
    if ((action.danger || action.confirm) && !(await ask(action, rowName))) return;
    const execute = action.run;
    await run(`${action.key}:${rowId(row)}`, action, (ctx) => execute(row, ctx), {});
  };

  const runBulk: ResourceActions<Row>['runBulk'] = async (action, rows, skipped) => {
    const execute = action.run;
    if (!rows.length || !execute) return false;
    if (action.danger || action.confirm) {
      const body = [
        t('kit.list.bulkBody', { ns: 'common', count: rows.length }),
        skipped ? t('kit.list.bulkSkipped', { ns: 'common', count: skipped }) : '',
      ]
        .filter(Boolean)
        .join(' ');
      if (!(await ask(action, body))) return false;
    }
    return run(action.key, action, (ctx) => execute(rows, ctx), { count: rows.length });
  };

  return { runRow, runBulk, busy };
}
