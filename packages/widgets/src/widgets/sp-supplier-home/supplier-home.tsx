// sp-supplier-home: what waits for the supplier (issue 3): inquiries to answer, bargaining rounds to
// answer, and bids that close within 24 hours. Each entry links to the page where it is answered.
import { useQuery } from '@tanstack/react-query';
import { Button, Link, Spinner, makeStyles } from '@fluentui/react-components';
import {
  CLOSING_SOON_HOURS,
  inquiryApi,
  type InquiryKind,
  inquiryMessages,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { InlineAlert } from '../../kit/form-layout';
import { getConfig } from '../../runtime/config';
import { formatDateTime } from '../../runtime/format';
import { call } from '../../runtime/http';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import en from '../../locales/en/supplier-home.json';
import zh from '../../locales/zh/supplier-home.json';

export const SUPPLIER_HOME_NS = 'supplier-home';
addTranslations(SUPPLIER_HOME_NS, { en, zh });
// The inquiry domain's contract messages (rules, spreadsheet columns) come with its widgets.
addContractMessages(inquiryMessages);

/** The quote editor route of each kind (routes.txt); a page may pass its own. */
export const QUOTE_PATHS: Record<InquiryKind, string> = {
  purchase: '/sup/supPurchase/answer',
  equipment: '/sup/supplierQuote/offer/addOffer',
  tool: '/sup/supplierToolQuote/offer/addOffer',
  'tool-foreign': '/sup/supplierToolQuoteOut/addOffer',
  general: '/sup/supOther/offer/addOffer',
  'rich-part': '/sup/supRichInquiry/quote',
};

export interface SupplierHomeProps {
  /** Where a bargaining round is answered: the quote page with its rounds (`{id}` = inquiry id). */
  roundsHref?: string;
}

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: token('spacingHorizontalL'),
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  },
  card: {
    border: `1px solid ${token('colorNeutralStroke2')}`,
    borderRadius: token('borderRadiusMedium'),
    padding: token('spacingHorizontalL'),
    backgroundColor: token('colorNeutralBackground1'),
  },
  count: { fontSize: token('fontSizeHero700'), fontWeight: token('fontWeightSemibold') },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '6px' },
  muted: { color: token('colorNeutralForeground3') },
});

const fill = (template: string, id: string) => template.replace('{id}', encodeURIComponent(id));

/** A link the host's router follows (a plain click) and the browser can open in a new tab. */
function EntryLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        getConfig().navigate(href);
      }}
    >
      {children}
    </Link>
  );
}

function SupplierHomeView({ roundsHref = '/sup/supInfo/offer?id={id}' }: SupplierHomeProps) {
  const { t } = useT([SUPPLIER_HOME_NS, 'common']);
  const styles = useStyles();
  const home = useQuery({
    queryKey: ['supplier-home'],
    queryFn: async () => (await call(inquiryApi.supplierHome, {}, { toast: false })).data,
  });
  if (home.isPending) return <Spinner label={t('loading')} />;
  if (home.isError)
    return (
      <InlineAlert>
        {t('failed')}{' '}
        <Button size="small" onClick={() => void home.refetch()}>
          {t('retry')}
        </Button>
      </InlineAlert>
    );
  const { pendingInquiries, bargaining, closingSoon } = home.data;
  const inquiryHref = (i: { id: string; kind: InquiryKind }) =>
    `${QUOTE_PATHS[i.kind]}?id=${encodeURIComponent(i.id)}`;

  return (
    <section aria-labelledby="sp-home-title">
      <h2 id="sp-home-title">{t('title')}</h2>
      <div className={styles.grid}>
        <section className={styles.card} aria-label={t('pending.title')}>
          <h3>{t('pending.title')}</h3>
          <div className={styles.count}>{pendingInquiries.total}</div>
          {pendingInquiries.top.length === 0 ? (
            <p className={styles.muted}>{t('pending.none')}</p>
          ) : (
            <ul className={styles.list}>
              {pendingInquiries.top.map((i) => (
                <li key={i.id}>
                  <EntryLink href={inquiryHref(i)}>{`${i.inquiryNumber} · ${i.title}`}</EntryLink>
                  <div className={styles.muted}>
                    {t('bidEnd', { time: formatDateTime(i.bidEnd) })}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.card} aria-label={t('rounds.title')}>
          <h3>{t('rounds.title')}</h3>
          <div className={styles.count}>{bargaining.total}</div>
          {bargaining.top.length === 0 ? (
            <p className={styles.muted}>{t('rounds.none')}</p>
          ) : (
            <ul className={styles.list}>
              {bargaining.top.map((r) => (
                <li key={r.id}>
                  <EntryLink href={fill(roundsHref, r.inquiryId)}>
                    {`${r.inquiryNumber} · ${r.partNumber}`}
                  </EntryLink>
                  <div className={styles.muted}>
                    {t('deadline', { time: formatDateTime(r.deadline) })}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          className={styles.card}
          aria-label={t('closing.title', { hours: CLOSING_SOON_HOURS })}
        >
          <h3>{t('closing.title', { hours: CLOSING_SOON_HOURS })}</h3>
          <div className={styles.count}>{closingSoon.total}</div>
          {closingSoon.top.length === 0 ? (
            <p className={styles.muted}>{t('closing.none')}</p>
          ) : (
            <ul className={styles.list}>
              {closingSoon.top.map((i) => (
                <li key={i.id}>
                  <EntryLink href={inquiryHref(i)}>{`${i.inquiryNumber} · ${i.title}`}</EntryLink>
                  <div className={styles.muted}>
                    {t('bidEnd', { time: formatDateTime(i.bidEnd) })}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}

export const SupplierHome = withQuery(SupplierHomeView);
export default SupplierHome;
