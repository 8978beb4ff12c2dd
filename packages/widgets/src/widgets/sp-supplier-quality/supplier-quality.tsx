// sp-supplier-quality: the quality department's pages
// (docs/product-rules.md#quality-assessment-authorized-scopes-and-supplier-audits).
// `view="assessment"` with a supplier is its quality assessment on the audit page (grade A-D,
// score, findings, on-site audit, date): a form for the quality department while the supplier has
// not gone to QAUDIT, which needs it, read-only otherwise. `view="authorizations"` is
// /hna/qualityApproval/authorize: the authorized scopes (business type, product type, valid until)
// with their state, Authorize, and Withdraw with a reason. All resource definitions rendered by the
// kit.
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SUPPLIER_PERMISSIONS,
  supplierQualityApi,
  supplierQualityMessages,
  type AuthorizationRow,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { FormDialog } from '../../kit/form-dialog';
import { InlineAlert } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import { ResourceDetail, ResourceForm, ResourceList, usePermission } from '../../kit/resource';
import { call } from '../../runtime/http';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import en from '../../locales/en/supplier-quality.json';
import zh from '../../locales/zh/supplier-quality.json';
import {
  ASSESSMENT_KEY,
  AUTHORIZATIONS_KEY,
  SUPPLIER_QUALITY_NS,
  assessmentDetail,
  assessmentForm,
  authorizationsResource,
  authorizeForm,
  withdrawForm,
} from './quality-resources';

addTranslations(SUPPLIER_QUALITY_NS, { en, zh });
addContractMessages(supplierQualityMessages);

export interface SupplierQualityProps {
  /** `assessment` (a supplier's, needs `supplierId`) or `authorizations` (the default). */
  view?: 'assessment' | 'authorizations' | string;
  /** The supplier whose assessment to show (attribute `supplier-id`). */
  supplierId?: string;
}

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
};
const toolbar: CSSProperties = { display: 'flex', justifyContent: 'flex-end' };
const h2: CSSProperties = {
  margin: `0 ${token('spacingHorizontalL')}`,
  fontSize: token('fontSizeBase500'),
  lineHeight: token('lineHeightBase500'),
  fontWeight: token('fontWeightSemibold'),
};
const muted: CSSProperties = {
  margin: `0 ${token('spacingHorizontalL')}`,
  color: token('colorNeutralForeground3'),
};

function AssessmentView({ supplierId }: { supplierId: string }) {
  const { t } = useT(SUPPLIER_QUALITY_NS);
  const headingId = useId();
  const query = useQuery({
    queryKey: [ASSESSMENT_KEY, 'record', supplierId],
    queryFn: ({ signal }) =>
      call(supplierQualityApi.getAssessment, { id: supplierId }, { signal, toast: false }),
  });
  if (query.isPending) return <LoadingBlock label={t('loading', { ns: 'common' })} />;
  if (query.isError) return <InlineAlert>{query.error.message}</InlineAlert>;
  const record = query.data.data;
  return (
    <section aria-labelledby={headingId} style={stack}>
      <h2 id={headingId} style={h2}>
        {t('assessment.title')}
      </h2>
      <p style={muted}>
        {record.editable ? t('assessment.intro') : record.grade ? '' : t('assessment.none')}
      </p>
      {record.editable ? (
        <ResourceForm resource={assessmentForm} id={supplierId} />
      ) : record.grade ? (
        <ResourceDetail resource={assessmentDetail} id={supplierId} />
      ) : null}
    </section>
  );
}

function AuthorizationsView() {
  const { t } = useT(SUPPLIER_QUALITY_NS);
  const can = usePermission();
  const queryClient = useQueryClient();
  const [authorizing, setAuthorizing] = useState(false);
  const [withdrawing, setWithdrawing] = useState<AuthorizationRow>();
  const resource = useMemo(() => authorizationsResource(setWithdrawing), []);
  const withdraw = useMemo(
    () => (withdrawing ? withdrawForm(withdrawing) : undefined),
    [withdrawing],
  );
  const close = () => {
    setAuthorizing(false);
    setWithdrawing(undefined);
    void queryClient.invalidateQueries({ queryKey: [AUTHORIZATIONS_KEY] });
  };
  return (
    <div style={stack}>
      {can(SUPPLIER_PERMISSIONS.submitQAUDIT) ? (
        <div style={toolbar}>
          <Button
            appearance="primary"
            icon={<ShieldCheckmarkRegular />}
            onClick={() => setAuthorizing(true)}
          >
            {t('authorize.button')}
          </Button>
        </div>
      ) : null}
      <ResourceList resource={resource} stateKey="supplier-authorizations" />
      {authorizing ? (
        <FormDialog maxWidth={620} title={t('authorize.title')} onClose={close}>
          <ResourceForm bare resource={authorizeForm} onCancel={close} onSaved={close} />
        </FormDialog>
      ) : null}
      {withdraw && withdrawing ? (
        <FormDialog
          maxWidth={620}
          title={t('withdraw.dialog', {
            supplier: withdrawing.supplierName,
            code: withdrawing.supplierCode,
          })}
          onClose={close}
        >
          <ResourceForm bare resource={withdraw} onCancel={close} onSaved={close} />
        </FormDialog>
      ) : null}
    </div>
  );
}

export function SupplierQuality({ view, supplierId }: SupplierQualityProps) {
  return (
    <QueryProvider>
      {view === 'assessment' && supplierId ? (
        <AssessmentView supplierId={supplierId} />
      ) : (
        <AuthorizationsView />
      )}
    </QueryProvider>
  );
}

export default SupplierQuality;
