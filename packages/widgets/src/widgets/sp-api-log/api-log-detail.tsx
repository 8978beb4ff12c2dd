// One API log entry: the call (system, request kind, endpoint, result, duration), its outbox
// message as it is now (status, attempts, last error), and the request and response JSON. Resend
// queues the message again after a confirmation; while the message waits to be sent or answered the
// page reloads every few seconds so the answer shows up by itself.
import { useId, type CSSProperties, type ReactNode } from 'react';
import { Button, Link } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowSyncRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OUTBOX_STATUSES, integrationApi, type ApiLogDetail } from '@portal/contract';
import { ClickGuardButton } from '../../kit/click-guard-button';
import { useConfirm } from '../../kit/confirm-dialog';
import { token } from '../../kit/css-token';
import { enumLabel } from '../../kit/enum-label';
import { renderFieldValue } from '../../kit/field-value';
import { InlineAlert, Row } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import type { FieldDef } from '../../kit/resource';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { apiLogResource } from './api-log-resource';
import { API_LOG_KEY, API_LOG_NS, MESSAGE_STATUS_COLORS } from './api-log-text';

/** How often a message still in flight is reloaded. */
export const IN_FLIGHT_REFRESH_MS = 3_000;

export interface ApiLogDetailViewProps {
  id: string;
  /** The list's URL; with none, Back calls onBack. */
  backHref?: string;
  onBack: () => void;
}

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalXL'),
  padding: token('spacingHorizontalL'),
};
const titleStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  lineHeight: token('lineHeightBase500'),
  fontWeight: token('fontWeightSemibold'),
};
const headingStyle: CSSProperties = {
  margin: `0 0 ${token('spacingVerticalS')}`,
  fontSize: token('fontSizeBase400'),
  lineHeight: token('lineHeightBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const listStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: `${token('spacingVerticalM')} ${token('spacingHorizontalL')}`,
  margin: 0,
};
const termStyle: CSSProperties = {
  color: token('colorNeutralForeground3'),
  fontSize: token('fontSizeBase200'),
};
const valueStyle: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };
const jsonStyle: CSSProperties = {
  margin: 0,
  padding: token('spacingHorizontalM'),
  maxHeight: 360,
  overflow: 'auto',
  fontFamily: token('fontFamilyMonospace'),
  fontSize: token('fontSizeBase200'),
  background: token('colorNeutralBackground3'),
  borderRadius: token('borderRadiusMedium'),
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};
const noteStyle: CSSProperties = { margin: 0, color: token('colorNeutralForeground3') };

const CALL_FIELDS = [
  'system',
  'kind',
  'direction',
  'outcome',
  'endpoint',
  'httpStatus',
  'durationMs',
  'createdAt',
] as const;
const MESSAGE_FIELDS = [
  'messageStatus',
  'attempts',
  'lastError',
  'nextAttemptAt',
  'subjectId',
  'messageUpdatedAt',
] as const;

/** The message fields' kinds; the call's come from the list's resource, so both show alike. */
const MESSAGE_CATALOG: Record<(typeof MESSAGE_FIELDS)[number], FieldDef> = {
  messageStatus: {
    kind: 'status',
    label: 'f.messageStatus',
    enum: 'outboxStatus',
    options: OUTBOX_STATUSES,
    colors: MESSAGE_STATUS_COLORS,
  },
  attempts: { kind: 'number', label: 'f.attempts' },
  lastError: { kind: 'text', label: 'f.lastError' },
  nextAttemptAt: { kind: 'date-time', label: 'f.nextAttemptAt' },
  subjectId: { kind: 'text', label: 'f.subjectId' },
  messageUpdatedAt: { kind: 'date-time', label: 'f.messageUpdatedAt' },
};

const inFlight = (d: ApiLogDetail | undefined) =>
  d?.messageStatus === 'pending' || d?.messageStatus === 'sent';

/** JSON as people read it: two-space indents; text that is not an object as it is. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? '';
}

function JsonBlock({ title, value, empty }: { title: string; value: unknown; empty?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} style={headingStyle}>
        {title}
      </h3>
      {value === null || value === undefined ? (
        <p style={noteStyle}>{empty}</p>
      ) : (
        // Focusable, so a keyboard can scroll a long payload (axe: scrollable-region-focusable).
        <pre style={jsonStyle} tabIndex={0} aria-labelledby={id}>
          {prettyJson(value)}
        </pre>
      )}
    </section>
  );
}

export function ApiLogDetailView({ id, backHref, onBack }: ApiLogDetailViewProps) {
  const { t } = useT([API_LOG_NS, 'common', 'contract']);
  const client = useQueryClient();
  const confirm = useConfirm();
  const callId = useId();
  const messageId = useId();
  const catalog = apiLogResource({ open: () => undefined }).fields;

  const query = useQuery({
    queryKey: [API_LOG_KEY, 'record', id],
    queryFn: ({ signal }) =>
      call(integrationApi.getApiLog, { id }, { signal, toast: false }).then((a) => a.data),
    refetchInterval: (q) => (inFlight(q.state.data) ? IN_FLIGHT_REFRESH_MS : false),
  });

  const back = backHref ? (
    <Link
      href={backHref}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        onBack();
      }}
    >
      <ArrowLeftRegular style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
      {t('detail.back')}
    </Link>
  ) : (
    <Link as="button" onClick={onBack}>
      <ArrowLeftRegular style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
      {t('detail.back')}
    </Link>
  );

  if (query.isPending) {
    return (
      <div style={stack}>
        {back}
        <LoadingBlock label={t('loading', { ns: 'common' })} rows={6} rowHeight={24} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div style={stack}>
        {back}
        <InlineAlert>
          {t('kit.form.loadFailed', { ns: 'common' })} {query.error.message}
        </InlineAlert>
        <Row>
          <Button appearance="primary" onClick={() => void query.refetch()}>
            {t('kit.list.retry', { ns: 'common' })}
          </Button>
        </Row>
      </div>
    );
  }

  const entry = query.data;
  const systemName = enumLabel(t, 'outsideSystem', entry.system, API_LOG_NS);
  const resend = async () => {
    const ok = await confirm({
      title: t('resend.title'),
      body: t('resend.body', { kind: entry.kind ?? entry.endpoint, system: systemName }),
      confirmLabel: t('resend.confirm'),
    });
    if (!ok) return;
    try {
      await call(integrationApi.resendApiLog, { id: entry.id });
      toast.success(t('resend.done'));
    } finally {
      // Either way the message's state changed or was stale: show it as it is now.
      await client.invalidateQueries({ queryKey: [API_LOG_KEY] });
    }
  };

  const dl = (fields: readonly string[], defs: Partial<Record<string, FieldDef>>): ReactNode => (
    <dl style={listStyle}>
      {fields.map((name) => {
        const def = defs[name];
        if (!def) return null;
        return (
          <div key={name}>
            <dt style={termStyle}>{t(def.label)}</dt>
            <dd style={valueStyle}>{renderFieldValue(def, name, entry, t, API_LOG_NS)}</dd>
          </div>
        );
      })}
    </dl>
  );

  return (
    <div style={stack}>
      {back}
      <h2 style={titleStyle}>{t('detail.title')}</h2>
      <Row>
        <ClickGuardButton
          appearance="primary"
          icon={<ArrowSyncRegular />}
          disabled={entry.messageStatus === null || inFlight(entry)}
          onClick={() => resend().catch(() => undefined)}
        >
          {t('resend.button')}
        </ClickGuardButton>
      </Row>
      {inFlight(entry) ? <InlineAlert intent="info">{t('resend.busy')}</InlineAlert> : null}
      <section aria-labelledby={callId}>
        <h3 id={callId} style={headingStyle}>
          {t('detail.call')}
        </h3>
        {dl(CALL_FIELDS, catalog)}
      </section>
      <section aria-labelledby={messageId}>
        <h3 id={messageId} style={headingStyle}>
          {t('detail.message')}
        </h3>
        {entry.messageStatus === null ? (
          <p style={noteStyle}>{t('detail.gone')}</p>
        ) : (
          dl(MESSAGE_FIELDS, MESSAGE_CATALOG)
        )}
      </section>
      <JsonBlock title={t('detail.request')} value={entry.request} />
      <JsonBlock
        title={t('detail.response')}
        value={entry.direction === 'in' ? entry.response : null}
        empty={t('detail.noResponse')}
      />
    </div>
  );
}
