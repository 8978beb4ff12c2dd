// sp-supplier-quality: the quality department's pages
// (docs/product-rules.md#quality-assessment-authorized-scopes-and-supplier-audits).
// `view="assessment"` with a supplier is its quality assessment on the audit page (grade A-D,
// score, findings, on-site audit, date): a form for the quality department while the supplier has
// not gone to QAUDIT, which needs it, read-only otherwise. `view="authorizations"` is
// /hna/qualityApproval/authorize: the authorized scopes (business type, product type, valid until)
// with their state, Authorize, and Withdraw with a reason. All resource definitions rendered by the
// kit, their forms in its dialogs.
import { useId, type CSSProperties } from 'react';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { supplierQualityMessages } from '@portal/contract';
import { token } from '../../kit/css-token';
import { InlineAlert } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import {
  ResourceDetail,
  ResourceForm,
  ResourceList,
  ResourceScope,
  useResourceDetail,
} from '../../kit/resource';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import en from '../../locales/en/supplier-quality.json';
import zh from '../../locales/zh/supplier-quality.json';
import {
  SUPPLIER_QUALITY_NS,
  assessmentDetail,
  assessmentForm,
  authorizationsResource,
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
  // The record decides between the form and the detail; both read it from the same cache.
  const detail = useResourceDetail(assessmentDetail, supplierId);
  const record = detail.record;
  if (detail.error) return <InlineAlert>{detail.error.message}</InlineAlert>;
  if (!record) return <LoadingBlock label={t('loading', { ns: 'common' })} />;
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

export function SupplierQuality({ view, supplierId }: SupplierQualityProps) {
  return view === 'assessment' && supplierId ? (
    <ResourceScope>
      <AssessmentView supplierId={supplierId} />
    </ResourceScope>
  ) : (
    <ResourceList
      resource={authorizationsResource}
      stateKey="supplier-authorizations"
      addIcon={ShieldCheckmarkRegular}
    />
  );
}

export default SupplierQuality;
