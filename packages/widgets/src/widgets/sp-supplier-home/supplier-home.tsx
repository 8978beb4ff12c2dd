// sp-supplier-home: what waits for the supplier (issue 3): inquiries to answer, bargaining rounds to
// answer, and bids that close within 24 hours. Each entry links to the page where it is answered,
// where the page binds it (`links`).
import { useQuery } from '@tanstack/react-query';
import { Button, Spinner, makeStyles } from '@fluentui/react-components';
import {
  CLOSING_SOON_HOURS,
  inquiryApi,
  type InquiryKind,
  inquiryMessages,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { enumLabel } from '../../kit/enum-label';
import { InlineAlert } from '../../kit/form-layout';
import { linkHref, routeRef, type LinkBindings } from '../../kit/links';
import { RefLink } from '../../kit/ref-link';
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

/**
 * Where each entry is answered, bound by the page: the quote editor of each inquiry kind, and the
 * quote page with its bargaining rounds of each kind (`{id}` the inquiry id). An unbound one shows
 * as text.
 */
export const supplierHomeLinks = {
  purchaseQuote: routeRef('id'),
  equipmentQuote: routeRef('id'),
  toolQuote: routeRef('id'),
  toolForeignQuote: routeRef('id'),
  generalQuote: routeRef('id'),
  richPartQuote: routeRef('id'),
  repairQuote: routeRef('id'),
  purchaseRounds: routeRef('id'),
  equipmentRounds: routeRef('id'),
  toolRounds: routeRef('id'),
  toolForeignRounds: routeRef('id'),
  generalRounds: routeRef('id'),
  richPartRounds: routeRef('id'),
  /** A repair inquiry has no bargaining rounds of its own yet: its quote page. */
  repairRounds: routeRef('id'),
  /**
   * "View all": each kind's inquiry list (what waits for a quote, what closes soon) and quote list
   * (the rounds sit under submitted quotes). A card links to the lists of the kinds it counts.
   */
  purchaseInquiries: routeRef(),
  equipmentInquiries: routeRef(),
  toolInquiries: routeRef(),
  toolForeignInquiries: routeRef(),
  generalInquiries: routeRef(),
  richPartInquiries: routeRef(),
  repairInquiries: routeRef(),
  purchaseQuoteList: routeRef(),
  equipmentQuoteList: routeRef(),
  toolQuoteList: routeRef(),
  toolForeignQuoteList: routeRef(),
  generalQuoteList: routeRef(),
  richPartQuoteList: routeRef(),
  repairQuoteList: routeRef(),
};
type HomeRef = keyof typeof supplierHomeLinks;
const INQUIRY_LISTS: Record<InquiryKind, HomeRef> = {
  purchase: 'purchaseInquiries',
  equipment: 'equipmentInquiries',
  tool: 'toolInquiries',
  'tool-foreign': 'toolForeignInquiries',
  general: 'generalInquiries',
  'rich-part': 'richPartInquiries',
  repair: 'repairInquiries',
};
const QUOTE_LISTS: Record<InquiryKind, HomeRef> = {
  purchase: 'purchaseQuoteList',
  equipment: 'equipmentQuoteList',
  tool: 'toolQuoteList',
  'tool-foreign': 'toolForeignQuoteList',
  general: 'generalQuoteList',
  'rich-part': 'richPartQuoteList',
  repair: 'repairQuoteList',
};
/** A round is answered on the quote page of its own inquiry's kind. */
const ROUNDS_REFS: Record<InquiryKind, HomeRef> = {
  purchase: 'purchaseRounds',
  equipment: 'equipmentRounds',
  tool: 'toolRounds',
  'tool-foreign': 'toolForeignRounds',
  general: 'generalRounds',
  'rich-part': 'richPartRounds',
  repair: 'repairRounds',
};
/** The round's own anchor on its page: the bargaining panel lands on it (kit/use-anchor.ts). */
const roundHref = (href: string | undefined, roundId: string) =>
  href ? `${href}#bargaining-${roundId}` : undefined;
const QUOTE_REFS: Record<InquiryKind, HomeRef> = {
  purchase: 'purchaseQuote',
  equipment: 'equipmentQuote',
  tool: 'toolQuote',
  'tool-foreign': 'toolForeignQuote',
  general: 'generalQuote',
  'rich-part': 'richPartQuote',
  repair: 'repairQuote',
};

export interface SupplierHomeProps {
  links?: LinkBindings<typeof supplierHomeLinks>;
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
  // Room below the count, so it does not touch the card's first link.
  count: {
    fontSize: token('fontSizeHero700'),
    lineHeight: token('lineHeightHero700'),
    fontWeight: token('fontWeightSemibold'),
    marginBottom: token('spacingVerticalM'),
  },
  more: { marginTop: token('spacingVerticalM') },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '6px' },
  muted: { color: token('colorNeutralForeground3') },
});

/**
 * A card's "View all": one link to its list when its entries are of one kind, otherwise a link per
 * kind with its count (each kind is answered on a list of its own). Kinds the page did not bind,
 * and a card with nothing in it, show no link.
 */
function ViewAll({
  what,
  counts,
  lists,
  links,
}: {
  what: string;
  counts: readonly { kind: InquiryKind; count: number }[];
  lists: Record<InquiryKind, HomeRef>;
  links: SupplierHomeProps['links'];
}) {
  const { t } = useT([SUPPLIER_HOME_NS, 'common']);
  const styles = useStyles();
  const targets = counts.flatMap((c) => {
    const href = linkHref(links, lists[c.kind]);
    return href
      ? [{ ...c, href, label: enumLabel(t, 'inquiryKind', c.kind, SUPPLIER_HOME_NS) }]
      : [];
  });
  const only = targets.length === 1 ? targets[0] : undefined;
  if (only) {
    return (
      <p className={styles.more}>
        <RefLink href={only.href} aria-label={t('viewAllOf', { what })}>
          {t('viewAll')}
        </RefLink>
      </p>
    );
  }
  if (!targets.length) return null;
  return (
    <div className={styles.more}>
      <span>{t('viewAllBy')}</span>
      <ul className={styles.list}>
        {targets.map((k) => (
          <li key={k.kind}>
            <RefLink
              href={k.href}
              aria-label={t('viewAllOfKind', { what, kind: k.label, count: k.count })}
            >
              {t('kindCount', { kind: k.label, count: k.count })}
            </RefLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SupplierHomeView({ links }: SupplierHomeProps) {
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
    linkHref(links, QUOTE_REFS[i.kind], { id: i.id });

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
                  <RefLink href={inquiryHref(i)}>{`${i.inquiryNumber} · ${i.title}`}</RefLink>
                  <div className={styles.muted}>
                    {t('bidEnd', { time: formatDateTime(i.bidEnd) })}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <ViewAll
            what={t('pending.title')}
            counts={pendingInquiries.byKind}
            lists={INQUIRY_LISTS}
            links={links}
          />
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
                  <RefLink
                    href={roundHref(
                      linkHref(links, ROUNDS_REFS[r.kind], { id: r.inquiryId }),
                      r.id,
                    )}
                  >
                    {`${r.inquiryNumber} · ${r.partNumber}`}
                  </RefLink>
                  <div className={styles.muted}>
                    {t('deadline', { time: formatDateTime(r.deadline) })}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <ViewAll
            what={t('rounds.title')}
            counts={bargaining.byKind}
            lists={QUOTE_LISTS}
            links={links}
          />
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
                  <RefLink href={inquiryHref(i)}>{`${i.inquiryNumber} · ${i.title}`}</RefLink>
                  <div className={styles.muted}>
                    {t('bidEnd', { time: formatDateTime(i.bidEnd) })}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <ViewAll
            what={t('closing.title', { hours: CLOSING_SOON_HOURS })}
            counts={closingSoon.byKind}
            lists={INQUIRY_LISTS}
            links={links}
          />
        </section>
      </div>
    </section>
  );
}

export const SupplierHome = withQuery(SupplierHomeView);
export default SupplierHome;
