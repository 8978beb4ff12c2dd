// Accept, answer and decline (one round or several), and the spreadsheet's answers: each refreshes
// the list, tells the page (sp-bargaining-answered) and says what happened. A round that closed or
// changed meanwhile answers 409: the message shows and the list reloads to the round's real state.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { inquiryApi, type BargainingRow } from '@portal/contract';
import { useConfirm } from '../../kit/confirm-dialog';
import { isApiError } from '../../runtime/api-error';
import { formatMoney } from '../../runtime/format';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { BARGAINING_NS } from './bargaining-panel-text';

/** `detail` of sp-bargaining-answered. */
export interface BargainingAnsweredDetail {
  action: 'accept' | 'answer' | 'decline' | 'upload';
  /** The rounds that changed (empty for an upload: the file names them). */
  ids: string[];
  /** How many rounds changed. */
  count: number;
}

export const bargainingKeys = { all: ['bargaining'] as const };

export function useBargainingCommands(onAnswered?: (detail: BargainingAnsweredDetail) => void) {
  const { t } = useT([BARGAINING_NS, 'contract']);
  const client = useQueryClient();
  const confirm = useConfirm();
  const [alert, setAlert] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: bargainingKeys.all });

  /** Runs a call; answers the message to show on failure (and reloads on a 409), null on success. */
  const attempt = async (send: () => Promise<unknown>): Promise<string | null> => {
    try {
      await send();
      return null;
    } catch (e) {
      if (isApiError(e) && e.status === 409) void refresh();
      return e instanceof Error ? e.message : String(e);
    }
  };

  const done = (message: string, detail: BargainingAnsweredDetail) => {
    toast.success(message);
    void refresh();
    onAnswered?.(detail);
  };

  const accept = async (round: BargainingRow) => {
    const ok = await confirm({
      title: t('accept.title'),
      body: t('accept.body', {
        no: round.itemNo,
        pn: round.partNumber,
        price: formatMoney(round.price, round.currency),
        last: formatMoney(round.lastPrice, round.currency),
      }),
      confirmLabel: t('accept.confirm'),
    });
    if (!ok) return;
    setAlert('');
    const problem = await attempt(() =>
      call(
        inquiryApi.answerBargaining,
        { id: round.id, version: round.version, action: 'accept' },
        { toast: false },
      ),
    );
    if (problem) setAlert(problem);
    else done(t('done.accepted'), { action: 'accept', ids: [round.id], count: 1 });
  };

  const answer = async (round: BargainingRow, price: number, remarks: string) => {
    const problem = await attempt(() =>
      call(
        inquiryApi.answerBargaining,
        { id: round.id, version: round.version, action: 'answer', price, remarks },
        { toast: false },
      ),
    );
    if (!problem) done(t('done.answered'), { action: 'answer', ids: [round.id], count: 1 });
    return problem;
  };

  const decline = async (rounds: BargainingRow[], remarks: string) => {
    setAlert('');
    const [only] = rounds;
    if (rounds.length === 1 && only) {
      const problem = await attempt(() =>
        call(
          inquiryApi.declineBargaining,
          { id: only.id, version: only.version, remarks },
          { toast: false },
        ),
      );
      if (!problem)
        done(t('done.declined', { count: 1 }), { action: 'decline', ids: [only.id], count: 1 });
      return problem;
    }
    let skipped: string[] = [];
    let declined = 0;
    const problem = await attempt(async () => {
      const answer = await call(
        inquiryApi.batchDeclineBargaining,
        { ids: rounds.map((r) => r.id), remarks },
        { toast: false },
      );
      ({ skipped, declined } = answer.data);
    });
    if (problem) return problem;
    // Rounds that closed since the page loaded are skipped by the server, not refused as a whole.
    if (skipped.length) setAlert(t('done.skipped', { count: skipped.length }));
    done(t('done.declined', { count: declined }), {
      action: 'decline',
      ids: rounds.map((r) => r.id).filter((id) => !skipped.includes(id)),
      count: declined,
    });
    return null;
  };

  const uploaded = (applied: number, file: string) => {
    done(t('done.uploaded', { count: applied, file }), {
      action: 'upload',
      ids: [],
      count: applied,
    });
  };

  return { alert, setAlert, accept, answer, decline, uploaded };
}
