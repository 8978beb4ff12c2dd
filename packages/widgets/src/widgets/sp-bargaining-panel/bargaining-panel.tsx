// sp-bargaining-panel: the buyer's bargaining rounds on the supplier's submitted quotes
// (docs/product-rules.md#rounds): accept the target price, answer with a new one, or decline;
// decline several at once; answer many from the xlsx template. A round closes at its deadline.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Select, Spinner } from '@fluentui/react-components';
import {
  BARGAINING_STATES,
  inquiryApi,
  type BargainingState,
  type CallAnswer,
} from '@portal/contract';
import { BatchUpload } from '../../kit/batch-upload';
import { withConfirm } from '../../kit/confirm-dialog';
import { token } from '../../kit/css-token';
import { enumLabel } from '../../kit/enum-label';
import { messageText } from '../../kit/file-upload-text';
import { FormField } from '../../kit/form-field';
import { InlineAlert } from '../../kit/form-layout';
import { toggleIds } from '../../kit/selection';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import { BARGAINING_NS } from './bargaining-panel-text';
import { BargainingTable, isOpen } from './bargaining-table';
import { RoundDialog, type RoundDialogRequest } from './round-dialog';
import {
  bargainingKeys,
  useBargainingCommands,
  type BargainingAnsweredDetail,
} from './use-bargaining-commands';

export type { BargainingAnsweredDetail } from './use-bargaining-commands';

export interface BargainingPanelProps {
  /** Only the rounds of this inquiry (attribute `inquiry-id`); all of the supplier's when empty. */
  inquiryId?: string;
  onAnswered?: (detail: BargainingAnsweredDetail) => void;
  /** The clock, for stories and tests; Date.now by default. */
  now?: () => number;
}

const PAGE_SIZE = 20;
type RoundsPage = CallAnswer<typeof inquiryApi.listBargaining>['data'];

/** Re-renders every 30 s, so a round closes on screen when its deadline passes. */
function useClock(now: () => number): number {
  const [clock, setClock] = useState(now);
  useEffect(() => {
    const id = setInterval(() => setClock(now()), 30_000);
    return () => clearInterval(id);
  }, [now]);
  return clock;
}

function BargainingPanelView({ inquiryId, onAnswered, now = Date.now }: BargainingPanelProps) {
  const { t } = useT([BARGAINING_NS, 'common', 'contract']);
  const clock = useClock(now);
  const [status, setStatus] = useState<BargainingState | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<RoundDialogRequest | null>(null);
  const [showUpload, setShowUpload] = useState(false);
  const commands = useBargainingCommands(onAnswered);
  // Accept and decline open modal dialogs: the toaster must exist before (see runtime/toast.ts).
  useEffect(preloadToaster, []);

  const list = useQuery<RoundsPage>({
    queryKey: [...bargainingKeys.all, 'list', { inquiryId, status, page }],
    queryFn: ({ signal }) =>
      call(
        inquiryApi.listBargaining,
        {
          current: page,
          size: PAGE_SIZE,
          status: status || undefined,
          inquiryId: inquiryId || undefined,
        },
        { signal, toast: false },
      ).then((a) => a.data),
    placeholderData: keepPreviousData,
  });

  const rows = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  const chosen = rows.filter((r) => selected.has(r.id) && isOpen(r, clock));
  const filter = (next: BargainingState | '') => {
    setStatus(next);
    setPage(1);
    setSelected(new Set());
  };
  const select = (ids: string[], on: boolean) => setSelected((prev) => toggleIds(prev, ids, on));

  const submitDialog = async (values: { price?: number; remarks: string }) => {
    if (!dialog) return null;
    if (dialog.mode === 'answer')
      return commands.answer(dialog.round, values.price ?? 0, values.remarks);
    const problem = await commands.decline(dialog.rounds, values.remarks);
    if (!problem) setSelected(new Set());
    return problem;
  };

  const scopedNumber = inquiryId ? rows[0]?.inquiryNumber : undefined;
  const from = total ? (page - 1) * PAGE_SIZE + 1 : 0;
  const to = Math.min(page * PAGE_SIZE, total);

  return (
    <section
      aria-labelledby="sp-bargaining-title"
      style={{
        display: 'grid',
        gap: token('spacingVerticalM'),
        padding: token('spacingHorizontalL'),
      }}
    >
      <h2
        id="sp-bargaining-title"
        style={{
          margin: 0,
          fontSize: token('fontSizeBase500'),
          fontWeight: token('fontWeightSemibold'),
        }}
      >
        {scopedNumber ? t('titleFor', { number: scopedNumber }) : t('title')}
      </h2>

      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormField label={t('filter.status')} style={{ minWidth: 160 }}>
          <Select value={status} onChange={(_, d) => filter(d.value as BargainingState | '')}>
            <option value="">{t('filter.all')}</option>
            {BARGAINING_STATES.map((s) => (
              <option key={s} value={s}>
                {enumLabel(t, 'bargainingState', s, BARGAINING_NS)}
              </option>
            ))}
          </Select>
        </FormField>
        <Button
          disabled={!chosen.length}
          onClick={() => setDialog({ mode: 'decline', rounds: chosen })}
        >
          {t('actions.declineSelected', { count: chosen.length })}
        </Button>
        <Button
          appearance="subtle"
          aria-expanded={showUpload}
          onClick={() => setShowUpload((v) => !v)}
        >
          {t('actions.upload')}
        </Button>
      </div>

      {showUpload ? (
        <BatchUpload
          route={inquiryApi.uploadBargaining}
          input={{}}
          template={{
            route: inquiryApi.bargainingTemplate,
            // On one inquiry's page the template holds that inquiry's rounds only.
            input: inquiryId ? { inquiryId } : {},
            fileName: 'bargaining.xlsx',
          }}
          label={t('actions.uploadLabel')}
          columnLabel={(c) => messageText(t, c)}
          onUploaded={(data, file) => commands.uploaded(data.applied, file.name)}
        />
      ) : null}

      <InlineAlert>{commands.alert ? messageText(t, commands.alert) : null}</InlineAlert>

      {list.error ? (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <InlineAlert>{list.error.message}</InlineAlert>
          <Button onClick={() => void list.refetch()}>{t('retry')}</Button>
        </div>
      ) : !list.data ? (
        <Spinner size="small" label={t('loading')} />
      ) : rows.length === 0 ? (
        <div
          role="status"
          style={{ padding: `${token('spacingVerticalXXL')} 0`, textAlign: 'center' }}
        >
          <div style={{ fontWeight: token('fontWeightSemibold') }}>{t('empty.title')}</div>
          <div style={{ color: token('colorNeutralForeground3') }}>
            {status ? t('empty.filtered') : t('empty.body')}
          </div>
        </div>
      ) : (
        <>
          <BargainingTable
            rows={rows}
            showInquiry={!inquiryId}
            clock={clock}
            selected={selected}
            onSelect={select}
            onAccept={(row) => void commands.accept(row)}
            onAnswer={(row) => setDialog({ mode: 'answer', round: row })}
            onDecline={(row) => setDialog({ mode: 'decline', rounds: [row] })}
          />
          <nav
            aria-label={t('page.label')}
            style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end' }}
          >
            <span>{t('page.range', { from, to, total })}</span>
            <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('page.previous')}
            </Button>
            <Button size="small" disabled={to >= total} onClick={() => setPage((p) => p + 1)}>
              {t('page.next')}
            </Button>
          </nav>
        </>
      )}

      {dialog ? (
        <RoundDialog
          key={dialog.mode === 'answer' ? dialog.round.id : dialog.rounds.map((r) => r.id).join()}
          request={dialog}
          onClose={() => setDialog(null)}
          onSubmit={submitDialog}
        />
      ) : null}
    </section>
  );
}

export const BargainingPanel = withQuery(withConfirm(BargainingPanelView));
