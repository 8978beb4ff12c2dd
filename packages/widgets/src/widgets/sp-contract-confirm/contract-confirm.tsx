// sp-contract-confirm: the supplier's contract page (/sup/supContract/offer?id=…): the contract
// on the shared view pieces (src/contracts), and while it waits for the supplier the answer form
// in the page itself (docs/decisions/2026-11-27-contract-screens.md). Which buttons show follows
// the state machine (allowedContractActions); confirmed, changed, rejected and closed contracts are
// read-only. A confirmed goods contract links to a new ship notice for it (shipNoticeAllowed).
import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { allowedContractActions, contractsApi, shipNoticeAllowed } from '@portal/contract';
import { withConfirm } from '../../kit/confirm-dialog';
import { DetailPending } from '../../kit/detail-pending';
import { InlineAlert, Row } from '../../kit/form-layout';
import { linkHref, navigateTo, routeRef, type LinkBindings } from '../../kit/links';
import { RefLink, followWith } from '../../kit/ref-link';
import { defineResource } from '../../kit/resource';
import { titleStyle, wrapStyle } from '../../kit/resource/detail-styles';
import { useResourceDetail } from '../../kit/resource/use-resource-detail';
import { withQuery } from '../../runtime/query-provider';
import { useT } from '../../runtime/i18n';
import { CONTRACT_FIELDS, CONTRACT_SECTIONS } from '../../contracts/contract-fields';
import { CONTRACTS_NS } from '../../contracts/contract-text';
import { ContractView } from '../../contracts/contract-view';
import { AnswerForm, type ContractAnsweredDetail } from './answer-form';
import { CONTRACT_CONFIRM_NS } from './contract-confirm-text';
import { SignFor } from './sign-for';

export type { ContractAnsweredDetail };

export const contractConfirmLinks = {
  inquiry: routeRef('id'),
  /** The ship notice form for this contract (a confirmed goods contract's New ship notice). */
  newShipment: routeRef('id'),
};

export interface ContractConfirmProps {
  /** The contract to show (attribute `contract-id`). */
  contractId: string;
  links?: LinkBindings<typeof contractConfirmLinks>;
  onAnswered?: (detail: ContractAnsweredDetail) => void;
  /** Open the sign-for dialog at once (attribute `sign-for`; the /sup/supContract/signFor route). */
  signFor?: boolean;
}

/** The supplier's contract, cached beside its list (same name: an answer refetches both). */
export const supplierContractResource = defineResource({
  name: 'supplier-contract',
  ns: CONTRACTS_NS,
  fields: CONTRACT_FIELDS,
  get: { route: contractsApi.getSupplierContract, input: (id) => ({ id }) },
  detail: {
    sections: [
      CONTRACT_SECTIONS.header,
      CONTRACT_SECTIONS.lines,
      CONTRACT_SECTIONS.versions,
      CONTRACT_SECTIONS.history,
    ],
  },
});

function ContractConfirmView(props: ContractConfirmProps) {
  const { t } = useT(CONTRACT_CONFIRM_NS);
  // No id: say so without asking the server.
  if (!props.contractId) return <InlineAlert intent="warning">{t('noContract')}</InlineAlert>;
  return <ContractPage {...props} />;
}

function ContractPage({ contractId, links, onAnswered, signFor }: ContractConfirmProps) {
  const { t } = useT([CONTRACT_CONFIRM_NS, 'common']);
  const detail = useResourceDetail(supplierContractResource, contractId);
  // Learnt from the server's 403: the company is frozen and may only reject every line.
  const [frozen, setFrozen] = useState(false);
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
  const answerable = allowedContractActions(record.state, 'supplier').includes('answer');
  const inquiryHref = record.inquiryId
    ? linkHref(links, 'inquiry', { id: record.inquiryId })
    : undefined;
  // Unbound (a page without ship notices): no button rather than one that goes nowhere.
  const shipmentHref = shipNoticeAllowed(record)
    ? linkHref(links, 'newShipment', { id: record.id })
    : undefined;
  return (
    <div part="detail" style={wrapStyle}>
      <h2 style={titleStyle}>
        {t('title', { number: record.contractNumber, title: record.title })}
      </h2>
      {record.inquiryId ? (
        <p style={{ margin: 0 }}>
          {t('fromInquiry')} <RefLink href={inquiryHref}>{t('openInquiry')}</RefLink>
        </p>
      ) : null}
      {answerable ? null : <InlineAlert intent="info">{t(`readOnly.${record.state}`)}</InlineAlert>}
      {shipmentHref ? (
        <Row>
          <Button
            as="a"
            appearance="primary"
            href={shipmentHref}
            onClick={followWith(() => navigateTo(shipmentHref))}
          >
            {t('newShipment')}
          </Button>
        </Row>
      ) : null}
      <SignFor key={record.id} record={record} startOpen={signFor} />
      <ContractView
        record={record}
        sections={detail.sections}
        t={detail.t}
        ns={detail.ns}
        hideLines={answerable}
        resource={supplierContractResource.name}
        attachmentsEditable
      >
        {answerable ? (
          <AnswerForm
            // A new version (after a 409 and the refetch) is a new answer.
            key={`${record.id}:${record.version}`}
            record={record}
            frozen={frozen}
            onFrozen={() => setFrozen(true)}
            onAnswered={onAnswered}
          />
        ) : null}
      </ContractView>
    </div>
  );
}

export const ContractConfirm = withQuery(withConfirm(ContractConfirmView));

export default ContractConfirm;
