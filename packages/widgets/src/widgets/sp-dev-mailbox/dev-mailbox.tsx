// sp-dev-mailbox: the dev mailbox (/devMailbox), a public page listing the e-mails the portal sent
// while no SMTP server is configured (invitations with their codes, audit notices), newest first,
// filtered by recipient, refreshed every few seconds. Each e-mail opens in place to show its body.
// When the server has the mailbox off it answers 404, and the page says so.
import { useEffect, useId, useState, type CSSProperties } from 'react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Field,
  Input,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { integrationApi, type CallAnswer } from '@portal/contract';
import { token } from '../../kit/css-token';
import { InlineAlert } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import { isApiError } from '../../runtime/api-error';
import { formatDateTime } from '../../runtime/format';
import { call } from '../../runtime/http';
import { addTranslations, useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import en from '../../locales/en/dev-mailbox.json';
import zh from '../../locales/zh/dev-mailbox.json';

export const DEV_MAILBOX_NS = 'dev-mailbox';
addTranslations(DEV_MAILBOX_NS, { en, zh });

export interface DevMailboxProps {
  /** Only e-mails to addresses containing this (attribute `to`). */
  to?: string;
  /** Reload every this many ms (attribute `refresh-ms`); 5 s by default, 0 turns it off. */
  refreshMs?: number;
}

export const DEFAULT_REFRESH_MS = 5_000;
const PAGE_SIZE = 20;
type MailboxPage = CallAnswer<typeof integrationApi.listMailbox>['data'];
/** Typing pauses this long before the filter is applied. */
const FILTER_PAUSE_MS = 400;

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalL'),
  minWidth: 0,
};
const titleStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  lineHeight: token('lineHeightBase500'),
  fontWeight: token('fontWeightSemibold'),
};
const noteStyle: CSSProperties = { margin: 0, color: token('colorNeutralForeground3') };
const headerText: CSSProperties = { display: 'flex', flexDirection: 'column', textAlign: 'start' };
const metaStyle: CSSProperties = {
  color: token('colorNeutralForeground3'),
  fontSize: token('fontSizeBase200'),
};
const bodyStyle: CSSProperties = {
  margin: 0,
  padding: token('spacingHorizontalM'),
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: token('fontFamilyBase'),
  background: token('colorNeutralBackground3'),
  borderRadius: token('borderRadiusMedium'),
};
const pagerStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: token('spacingHorizontalM'),
};

function DevMailboxView({ to: initialTo = '', refreshMs = DEFAULT_REFRESH_MS }: DevMailboxProps) {
  const { t } = useT([DEV_MAILBOX_NS, 'common']);
  const titleId = useId();
  const [draft, setDraft] = useState(initialTo);
  const [to, setTo] = useState(initialTo.trim());
  const [page, setPage] = useState(1);
  useEffect(() => {
    const next = draft.trim();
    if (next === to) return;
    const timer = setTimeout(() => {
      setTo(next);
      setPage(1);
    }, FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, to]);

  const query = useQuery<MailboxPage>({
    queryKey: ['dev-mailbox', { to, page }],
    queryFn: ({ signal }) =>
      call(
        integrationApi.listMailbox,
        { to: to || undefined, current: page, size: PAGE_SIZE },
        { signal, toast: false },
      ).then((a) => a.data),
    placeholderData: keepPreviousData,
    // A mailbox that is off stays off: no point asking again every few seconds.
    refetchInterval: (q) =>
      refreshMs > 0 && !(isApiError(q.state.error) && q.state.error.status === 404)
        ? refreshMs
        : false,
    retry: false,
  });

  const off = isApiError(query.error) && query.error.status === 404;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  return (
    <section aria-labelledby={titleId} style={stack}>
      <h2 id={titleId} style={titleStyle}>
        {t('title')}
      </h2>
      <p style={noteStyle}>{t('intro')}</p>
      {off ? (
        <InlineAlert intent="info">{t('off')}</InlineAlert>
      ) : (
        <>
          <Field label={t('filter')} style={{ maxWidth: 360 }}>
            <Input
              type="search"
              contentBefore={<SearchRegular aria-hidden />}
              placeholder={t('filterPlaceholder')}
              value={draft}
              onChange={(_, d) => setDraft(d.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                setTo(draft.trim());
                setPage(1);
              }}
            />
          </Field>
          {query.isPending ? (
            <LoadingBlock label={t('loading', { ns: 'common' })} rows={4} rowHeight={40} />
          ) : query.isError && !query.data ? (
            <>
              <InlineAlert>
                {t('loadFailed')} {query.error.message}
              </InlineAlert>
              <div>
                <Button onClick={() => void query.refetch()}>
                  {t('kit.list.retry', { ns: 'common' })}
                </Button>
              </div>
            </>
          ) : query.data.records.length === 0 ? (
            <p style={noteStyle}>{to ? t('emptyFiltered') : t('empty')}</p>
          ) : (
            <>
              <p role="status" style={noteStyle}>
                {t('count', { count: query.data.total })}
              </p>
              <Accordion collapsible multiple>
                {query.data.records.map((mail) => (
                  <AccordionItem key={mail.id} value={mail.id}>
                    <AccordionHeader>
                      <span style={headerText}>
                        <span>{mail.subject}</span>
                        <span style={metaStyle}>
                          {t('to', { to: mail.to })} · {formatDateTime(mail.createdAt)}
                        </span>
                      </span>
                    </AccordionHeader>
                    <AccordionPanel>
                      <pre style={bodyStyle}>{mail.body}</pre>
                    </AccordionPanel>
                  </AccordionItem>
                ))}
              </Accordion>
              {pages > 1 ? (
                <div style={pagerStyle}>
                  <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    {t('newer')}
                  </Button>
                  <span>{t('pageOf', { current: page, pages })}</span>
                  <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                    {t('older')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}

export const DevMailbox = withQuery(DevMailboxView);
export default DevMailbox;
