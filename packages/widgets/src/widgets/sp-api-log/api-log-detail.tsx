// One API log entry: the call (system, request kind, endpoint, result, duration), its outbox
// message as it is now (status, attempts, last error), and the request and response JSON — a
// resource definition rendered by the kit's ResourceDetail. Resend queues the message again after a
// confirmation; while the message waits to be sent or answered the page reloads every few seconds
// so the answer shows up by itself.
import type { CSSProperties } from 'react';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { BackLink } from '../../kit/back-link';
import { useQueryClient } from '@tanstack/react-query';
import { OUTBOX_STATUSES, integrationApi, type ApiLogDetail } from '@portal/contract';
import { ClickGuardButton } from '../../kit/click-guard-button';
import { useConfirm } from '../../kit/confirm-dialog';
import { token } from '../../kit/css-token';
import { enumLabel } from '../../kit/enum-label';
import { InlineAlert, Row } from '../../kit/form-layout';
import { ResourceDetail, defineResource } from '../../kit/resource';
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

const backStyle: CSSProperties = {
  padding: `${token('spacingVerticalM')} ${token('spacingHorizontalL')} 0`,
};
const toolbarStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalS'),
};

const inFlight = (d: ApiLogDetail) => d.messageStatus === 'pending' || d.messageStatus === 'sent';

/** The entry: the call's fields as the list shows them, the message's, and the two payloads. */
const detailResource = defineResource({
  name: API_LOG_KEY,
  title: 'detail.title',
  ns: API_LOG_NS,
  get: { route: integrationApi.getApiLog, input: (id) => ({ id }) },
  fields: {
    ...apiLogResource({ open: () => undefined }).fields,
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
    request: { kind: 'json', label: 'detail.request' },
    // A request's answer is an entry of its own; a request has none.
    response: { kind: 'json', label: 'detail.response', empty: 'detail.noResponse' },
  },
  detail: {
    sections: [
      {
        title: 'detail.call',
        fields: [
          'system',
          'kind',
          'direction',
          'outcome',
          'endpoint',
          'httpStatus',
          'durationMs',
          'createdAt',
        ],
      },
      {
        title: 'detail.message',
        fields: [
          'messageStatus',
          'attempts',
          'lastError',
          'nextAttemptAt',
          'subjectId',
          'messageUpdatedAt',
        ],
      },
      { title: 'detail.request', fields: ['request'], labels: false },
      { title: 'detail.response', fields: ['response'], labels: false },
    ],
  },
});

function Toolbar({ entry }: { entry: ApiLogDetail }) {
  const { t } = useT([API_LOG_NS, 'common', 'contract']);
  const client = useQueryClient();
  const confirm = useConfirm();
  const resend = async () => {
    const systemName = enumLabel(t, 'outsideSystem', entry.system, API_LOG_NS);
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
  return (
    <div style={toolbarStyle}>
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
      {entry.messageStatus === null ? (
        <InlineAlert intent="info">{t('detail.gone')}</InlineAlert>
      ) : null}
    </div>
  );
}

export function ApiLogDetailView({ id, backHref, onBack }: ApiLogDetailViewProps) {
  const { t } = useT(API_LOG_NS);
  return (
    <>
      <div style={backStyle}>
        <BackLink href={backHref} onBack={onBack}>
          {t('detail.back')}
        </BackLink>
      </div>
      <ResourceDetail
        resource={detailResource}
        id={id}
        toolbar={(entry: ApiLogDetail) => <Toolbar entry={entry} />}
        refetchInterval={(entry: ApiLogDetail) => (inFlight(entry) ? IN_FLIGHT_REFRESH_MS : false)}
      />
    </>
  );
}
