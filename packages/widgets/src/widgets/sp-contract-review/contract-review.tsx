// sp-contract-review: the buyer's review of every supplier's contracts (/hna/hnaContract/index,
// docs/decisions/2026-11-27-contract-buyer-review.md). Without a contract id it is the list, one
// tab per state, opening on "changed" (what waits for the buyer), with filters on supplier code,
// kind and number or title; with one it is the contract's page on the supplier's shared view
// pieces (src/contracts) plus the supplier, and the buyer's legal moves
// (allowedContractActions(state, 'buyer')): accept changes, refuse them with a remark, close.
import { useMemo, useState, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_STATES,
  allowedContractActions,
  contractsApi,
  type BuyerContractDetail,
  type BuyerContractRow,
  type ContractState,
} from '@portal/contract';
import { useConfirm, withConfirm } from '../../kit/confirm-dialog';
import { token } from '../../kit/css-token';
import { DetailPending } from '../../kit/detail-pending';
import { InlineAlert, Row } from '../../kit/form-layout';
import { linkHref, navigateTo, routeRef, type LinkBindings } from '../../kit/links';
import { ResourceList, defineResource } from '../../kit/resource';
import { useResourceDetail } from '../../kit/resource/use-resource-detail';
import { isApiError } from '../../runtime/api-error';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { toast } from '../../runtime/toast';
import { CONTRACT_FIELDS, CONTRACT_SECTIONS } from '../../contracts/contract-fields';
import { CONTRACTS_NS } from '../../contracts/contract-text';
import { ContractView } from '../../contracts/contract-view';
import { CONTRACT_REVIEW_NS } from './contract-review-text';
import { DecisionDialog, type RemarkMove } from './decision-dialog';

export const contractReviewLinks = { detail: routeRef('id'), list: routeRef() };

export interface ContractDecidedDetail {
  id: string;
  state: ContractState;
}

export interface ContractReviewProps {
  /** The contract to show (attribute `contract-id`); none: the list. */
  contractId?: string;
  links?: LinkBindings<typeof contractReviewLinks>;
  /** The tab shown first when none was kept: a contract state; changed by default. */
  tab?: string;
  onOpen?: (detail: { id: string }) => void;
  onDecided?: (detail: ContractDecidedDetail) => void;
}

/** The buyer's name for the cache: a decision refetches the list and the page. */
const NAME = 'buyer-contract';
const REVIEW_FIELDS = {
  ...CONTRACT_FIELDS,
  supplierCode: { kind: 'text', label: 'f.supplierCode' },
  supplierName: { kind: 'text', label: 'f.supplierName' },
  q: { kind: 'text', label: 'review.search' },
} as const;

export function buyerContractListResource(open: (row: BuyerContractRow) => void) {
  return defineResource({
    name: NAME,
    title: 'review.title',
    ns: CONTRACTS_NS,
    links: contractReviewLinks,
    list: contractsApi.listBuyerContracts,
    emptyHint: 'review.empty',
    fields: REVIEW_FIELDS,
    columns: [
      { field: 'contractNumber', width: 160, essential: true },
      { field: 'supplierCode', width: 110 },
      { field: 'supplierName', width: 200 },
      { field: 'kind', width: 110 },
      { field: 'title', width: 220 },
      { field: 'currentVersion', width: 80 },
      { field: 'totalAmount', width: 150 },
      { field: 'signed', width: 80 },
      { field: 'updatedAt', width: 170 },
      { field: 'state', width: 200, essential: true },
    ],
    tabs: CONTRACT_STATES.map((state) => ({
      key: state,
      label: `enum.contractState.${state}`,
      input: { state },
    })),
    filters: [
      { kind: 'text', param: 'supplierCode', label: 'review.supplierCode' },
      'kind',
      { kind: 'text', param: 'q', label: 'review.search' },
    ],
    rowLink: {
      field: 'contractNumber',
      to: (row) => ({ ref: 'detail', params: { id: row.id } }),
      onOpen: open,
    },
  });
}

export const buyerContractResource = defineResource({
  name: NAME,
  ns: CONTRACTS_NS,
  fields: REVIEW_FIELDS,
  get: { route: contractsApi.getBuyerContract, input: (id) => ({ id }) },
  detail: {
    sections: [
      {
        ...CONTRACT_SECTIONS.header,
        fields: ['supplierCode', 'supplierName', ...CONTRACT_SECTIONS.header.fields],
      },
      CONTRACT_SECTIONS.lines,
      CONTRACT_SECTIONS.versions,
      CONTRACT_SECTIONS.history,
    ],
  },
});

const wrapStyle: CSSProperties = {
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

function ReviewList({ links, tab, onOpen }: ContractReviewProps) {
  const resource = useMemo(
    () =>
      buyerContractListResource((row) => {
        onOpen?.({ id: row.id });
        const href = linkHref(links, 'detail', { id: row.id });
        if (href) navigateTo(href);
      }),
    [links, onOpen],
  );
  return (
    <ResourceList
      resource={resource}
      links={links}
      tab={tab ?? 'changed'}
      stateKey="contract-review"
    />
  );
}

function ReviewPage({
  contractId,
  links,
  onDecided,
}: ContractReviewProps & { contractId: string }) {
  const { t } = useT([CONTRACT_REVIEW_NS, 'common']);
  const detail = useResourceDetail(buyerContractResource, contractId);
  const confirm = useConfirm();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<RemarkMove | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [dialogError, setDialogError] = useState('');
  const { record } = detail;
  if (detail.loading || detail.error || !record) {
    return (
      <DetailPending
        loading={detail.loading}
        error={detail.error}
        onRetry={detail.refetch}
        style={wrapStyle}
      />
    );
  }
  const c: BuyerContractDetail = record;
  const moves = allowedContractActions(c.state, 'buyer');
  const refresh = () => client.invalidateQueries({ queryKey: [NAME] });

  // One move, sent at the version the page shows. The server's refusal (a stale version's 409
  // among them) comes in the user's language; the page then reloads to show what changed.
  const run = async (move: 'acceptChange' | RemarkMove, remark?: string) => {
    setBusy(true);
    setAlert('');
    setDialogError('');
    try {
      const input = { id: c.id, version: c.version };
      const r =
        move === 'acceptChange'
          ? await call(contractsApi.acceptContractChange, input, { toast: false })
          : move === 'refuseChange'
            ? await call(
                contractsApi.refuseContractChange,
                { ...input, remark: remark ?? '' },
                { toast: false },
              )
            : await call(
                contractsApi.closeContract,
                { ...input, remark: remark ?? '' },
                { toast: false },
              );
      setDialog(null);
      toast.success(t(`done.${move}`));
      onDecided?.({ id: c.id, state: r.data.state });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      // A refusal the remark can fix (400) stays in the dialog; any other closes it and the page
      // reloads.
      if (move !== 'acceptChange' && isApiError(e) && e.status === 400) {
        setDialogError(message);
      } else {
        setDialog(null);
        setAlert(message);
      }
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  const accept = async () => {
    const ok = await confirm({
      title: t('accept.title', { number: c.contractNumber }),
      body: t('accept.body', { version: c.currentVersion }),
      confirmLabel: t('act.acceptChange'),
    });
    if (ok) await run('acceptChange');
  };

  const listHref = linkHref(links, 'list', {});
  return (
    <div part="detail" style={wrapStyle}>
      <h2 style={titleStyle}>{t('title', { number: c.contractNumber, title: c.title })}</h2>
      <p style={{ margin: 0 }}>
        {t('supplierLine', { name: c.supplierName, code: c.supplierCode })}
      </p>
      {alert ? <InlineAlert>{alert}</InlineAlert> : null}
      <InlineAlert intent="info">{t(`noMoves.${c.state}`)}</InlineAlert>
      {moves.length ? (
        <Row>
          {moves.includes('acceptChange') ? (
            <Button appearance="primary" disabled={busy} onClick={() => void accept()}>
              {t('act.acceptChange')}
            </Button>
          ) : null}
          {moves.includes('refuseChange') ? (
            <Button disabled={busy} onClick={() => setDialog('refuseChange')}>
              {t('act.refuseChange')}
            </Button>
          ) : null}
          {moves.includes('close') ? (
            <Button disabled={busy} onClick={() => setDialog('close')}>
              {t('act.close')}
            </Button>
          ) : null}
        </Row>
      ) : null}
      {listHref ? (
        <p style={{ margin: 0 }}>
          <a href={listHref}>{t('backToList')}</a>
        </p>
      ) : null}
      <ContractView
        record={c}
        sections={detail.sections}
        t={detail.t}
        ns={detail.ns}
        resource={NAME}
      />
      {dialog ? (
        <DecisionDialog
          move={dialog}
          contractNumber={c.contractNumber}
          busy={busy}
          error={dialogError}
          onSend={(remark) => void run(dialog, remark)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

function ContractReviewView(props: ContractReviewProps) {
  return props.contractId ? (
    <ReviewPage {...props} contractId={props.contractId} />
  ) : (
    <ReviewList {...props} />
  );
}

export const ContractReview = withQuery(withConfirm(ContractReviewView));

export default ContractReview;
