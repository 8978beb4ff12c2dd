// sp-bargaining-panel: the buyer's bargaining rounds on the supplier's submitted quotes
// (docs/product-rules.md#rounds): accept the target price, answer with a new one, or decline;
// decline several at once; answer many from the xlsx template. A round closes at its deadline.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Select, Spinner } from '@fluentui/react-components';
import {
  BARGAINING_STATES,
  inquiryApi,
  type BargainingRow,
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
import { ResourceFormDialog, useResourceList, type OpenForm } from '../../kit/resource';
import { useAnchor } from '../../kit/use-anchor';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import { BARGAINING_NS } from './bargaining-panel-text';
import { answerAction, answerForm, declineAction, roundsResource } from './bargaining-resource';
import { BargainingTable, isOpen } from './bargaining-table';
import { useBargainingCommands, type BargainingAnsweredDetail } from './use-bargaining-commands';

export type { BargainingAnsweredDetail } from './use-bargaining-commands';

export interface BargainingPanelProps {
  /** Only the rounds of this inquiry (attribute `inquiry-id`); all of the supplier's when empty. */
  inquiryId?: string;
  onAnswered?: (detail: BargainingAnsweredDetail) => void;
  /** The clock, for stories and tests; Date.now by default. */
  now?: () => number;
}

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
  const [showUpload, setShowUpload] = useState(false);
  const commands = useBargainingCommands(onAnswered);
  // Accept and decline open modal dialogs: the toaster must exist before (see runtime/toast.ts).
  useEffect(preloadToaster, []);

  // The kit holds the request (state filter, page, kept across a reload per inquiry), the query
  // and the selection, which starts empty on another page or filter.
  const input = useMemo(() => ({ inquiryId: inquiryId || undefined }), [inquiryId]);
  const resource = useMemo(() => roundsResource(now), [now]);
  const list = useResourceList(resource, {
    input,
    stateKey: `bargaining-panel:${inquiryId ?? ''}`,
  });
  const status = (list.state.filters.status ?? '') as BargainingState | '';
  const page = list.state.current;
  const rows = list.rows;
  const total = list.total;
  const [declineSelected] = list.bulkActions;
  const chosen = list.selectedRows.filter((r) => isOpen(r, clock));
  const open = list.openForm;
  // A link to a round (the supplier's home: `#bargaining-<round id>`) or the page's section link
  // lands here once the rounds are loaded: they sit below the sheet and the quote.
  const section = useRef<HTMLElement>(null);
  useAnchor('bargaining', section, !list.loading);

  /** After a form's save: say what happened, tell the page; a decline clears the selection. */
  const saved = (form: OpenForm<BargainingRow>, answer: unknown) => {
    if (form.record && form.form === answerForm) return commands.answered(form.record);
    // A decline of several answers how many were declined and which were skipped.
    const batch = form.rows
      ? (answer as CallAnswer<typeof inquiryApi.batchDeclineBargaining>).data
      : undefined;
    commands.declined(form.rows ?? (form.record ? [form.record] : []), batch);
    list.clearSelection();
  };

  const scopedNumber = inquiryId ? rows[0]?.inquiryNumber : undefined;
  const from = total ? (page - 1) * list.state.size + 1 : 0;
  const to = Math.min(page * list.state.size, total);

  return (
    <section
      ref={section}
      id="bargaining"
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
          <Select value={status} onChange={(_, d) => list.setFilter('status', d.value)}>
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
          onClick={() => declineSelected && void list.runBulk(declineSelected)}
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
          <Button onClick={list.refetch}>{t('retry')}</Button>
        </div>
      ) : list.loading ? (
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
            selected={list.selection}
            onSelect={list.select}
            onAccept={(row) => void commands.accept(row)}
            onAnswer={(row) => void list.runRow(answerAction, row)}
            onDecline={(row) => void list.runRow(declineAction, row)}
          />
          <nav
            aria-label={t('page.label')}
            style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end' }}
          >
            <span>{t('page.range', { from, to, total })}</span>
            <Button size="small" disabled={page <= 1} onClick={() => list.setPage(page - 1)}>
              {t('page.previous')}
            </Button>
            <Button size="small" disabled={to >= total} onClick={() => list.setPage(page + 1)}>
              {t('page.next')}
            </Button>
          </nav>
        </>
      )}

      {open ? (
        <ResourceFormDialog
          key={open.key}
          resource={resource}
          form={open.form}
          record={open.rows ?? open.record}
          onClose={list.closeForm}
          onSaved={(answer) => saved(open, answer)}
        />
      ) : null}
    </section>
  );
}

export const BargainingPanel = withQuery(withConfirm(BargainingPanelView));
