// Accept (after a confirmation), and what follows the answers the forms send (a new price, a
// decline, the spreadsheet's answers): each refreshes the list, tells the page
// (sp-bargaining-answered) and says what happened. A round that closed or changed meanwhile
// answers 409: the message shows and the list reloads to the round's real state.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { inquiryApi, type BargainingRow, type CallAnswer } from '@portal/contract';
import { useConfirm } from '../../kit/confirm-dialog';
import { isApiError } from '../../runtime/api-error';
import { formatMoney } from '../../runtime/format';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { BARGAINING_NS } from './bargaining-panel-text';
import { BARGAINING_KEY } from './bargaining-resource';

/** `detail` of sp-bargaining-answered. */
export interface BargainingAnsweredDetail {
  action: 'accept' | 'answer' | 'decline' | 'upload';
  /** The rounds that changed (empty for an upload: the file names them). */
  ids: string[];
  /** How many rounds changed. */
  count: number;
}

type BatchDeclined = CallAnswer<typeof inquiryApi.batchDeclineBargaining>['data'];

export function useBargainingCommands(onAnswered?: (detail: BargainingAnsweredDetail) => void) {
  const { t } = useT([BARGAINING_NS, 'contract']);
  const client = useQueryClient();
  const confirm = useConfirm();
  const [alert, setAlert] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: [BARGAINING_KEY] });

  const done = (message: string, detail: BargainingAnsweredDetail) => {
    if (message) toast.success(message);
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
    try {
      await call(
        inquiryApi.answerBargaining,
        { id: round.id, version: round.version, action: 'accept' },
        { toast: false },
      );
      done(t('done.accepted'), { action: 'accept', ids: [round.id], count: 1 });
    } catch (e) {
      if (isApiError(e) && e.status === 409) void refresh();
      setAlert(e instanceof Error ? e.message : String(e));
    }
  };

  /** After the answer form sent a price (the form has said so and refetched). */
  const answered = (round: BargainingRow) =>
    onAnswered?.({ action: 'answer', ids: [round.id], count: 1 });

  /** After the decline form; `batch` is the answer of a decline of several rounds. */
  const declined = (rounds: BargainingRow[], batch?: BatchDeclined) => {
    setAlert('');
    const skipped = batch?.skipped ?? [];
    const count = batch?.declined ?? rounds.length;
    // Rounds that closed since the page loaded are skipped by the server, not refused as a whole.
    if (skipped.length) setAlert(t('done.skipped', { count: skipped.length }));
    done(t('done.declined', { count }), {
      action: 'decline',
      ids: rounds.map((r) => r.id).filter((id) => !skipped.includes(id)),
      count,
    });
  };

  const uploaded = (applied: number, file: string) => {
    done(t('done.uploaded', { count: applied, file }), {
      action: 'upload',
      ids: [],
      count: applied,
    });
  };

  return { alert, accept, answered, declined, uploaded };
}
