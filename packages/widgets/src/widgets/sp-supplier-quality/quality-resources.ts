// The quality department's records as resource definitions: a supplier's assessment before QAUDIT
// (a form for the quality department while it may change it, a detail otherwise) and the authorized
// scopes (the list, the Authorize form as its create, the Withdraw form as a row action's).
import {
  ASSESSMENT_GRADES,
  AUTHORIZATION_STATES,
  SCOPE_BUSINESS_TYPES,
  SCOPE_PRODUCT_TYPES,
  SUPPLIER_PERMISSIONS,
  supplierQualityApi,
  type Assessment,
  type AuthorizationRow,
  type AuthorizationState,
} from '@portal/contract';
import { defineForm, defineResource, type StatusColor } from '../../kit/resource';

export const SUPPLIER_QUALITY_NS = 'supplier-quality';
export const ASSESSMENT_KEY = 'supplier-assessment';
export const AUTHORIZATIONS_KEY = 'supplier-authorizations';

const assessmentFields = {
  grade: {
    kind: 'enum',
    label: 'f.grade',
    enum: 'grade',
    options: ASSESSMENT_GRADES,
    required: true,
  },
  score: { kind: 'number', label: 'f.score', min: 0, max: 100, hint: 'hint.score' },
  assessedOn: { kind: 'date', label: 'f.assessedOn', required: true },
  onSite: { kind: 'boolean', label: 'f.onSite' },
  findings: { kind: 'textarea', label: 'f.findings', required: true, maxLength: 2000 },
  assessedBy: { kind: 'text', label: 'f.assessedBy' },
  updatedAt: { kind: 'date-time', label: 'f.updatedAt' },
} as const;

const getAssessment = {
  route: supplierQualityApi.getAssessment,
  input: (id: string) => ({ id }),
};

export const assessmentForm = defineResource({
  name: ASSESSMENT_KEY,
  title: 'assessment.title',
  ns: SUPPLIER_QUALITY_NS,
  get: getAssessment,
  fields: assessmentFields,
  save: {
    route: supplierQualityApi.saveAssessment,
    sections: [
      {
        title: 'assessment.section',
        fields: ['grade', 'score', 'assessedOn', 'onSite', 'findings'],
      },
    ],
    initialValues: (record?: Assessment) => ({
      grade: record?.grade ?? undefined,
      score: record?.score ?? undefined,
      findings: record?.findings || undefined,
      onSite: record?.onSite ?? false,
      assessedOn: record?.assessedOn ?? undefined,
    }),
    toInput: (values, record?: Assessment) => ({
      ...values,
      supplierId: record?.supplierId ?? '',
      version: record?.version ?? 0,
      score: values.score ?? null,
    }),
    submitLabel: 'assessment.save',
    successMessage: 'assessment.saved',
  },
});

export const assessmentDetail = defineResource({
  name: ASSESSMENT_KEY,
  title: 'assessment.title',
  ns: SUPPLIER_QUALITY_NS,
  get: getAssessment,
  fields: assessmentFields,
  detail: {
    sections: [
      {
        title: 'assessment.section',
        fields: ['grade', 'score', 'assessedOn', 'onSite', 'assessedBy', 'updatedAt'],
      },
      { title: 'f.findings', fields: ['findings'], labels: false },
    ],
  },
});

/** Green while it holds, grey once lapsed, red when withdrawn. */
const STATE_COLORS: Record<AuthorizationState, StatusColor> = {
  active: 'success',
  expired: 'subtle',
  withdrawn: 'danger',
};

const scopeFields = {
  supplierCode: { kind: 'text', label: 'f.supplierCode' },
  supplierName: { kind: 'text', label: 'f.supplierName' },
  businessType: {
    kind: 'enum',
    label: 'f.businessType',
    enum: 'businessType',
    options: SCOPE_BUSINESS_TYPES,
  },
  productType: {
    kind: 'enum',
    label: 'f.productType',
    enum: 'productType',
    options: SCOPE_PRODUCT_TYPES,
  },
  validUntil: { kind: 'date', label: 'f.validUntil' },
  state: {
    kind: 'status',
    label: 'f.state',
    enum: 'authorizationState',
    options: AUTHORIZATION_STATES,
    colors: STATE_COLORS,
  },
  authorizedBy: { kind: 'text', label: 'f.authorizedBy' },
  authorizedAt: { kind: 'date-time', label: 'f.authorizedAt' },
  remarks: { kind: 'text', label: 'f.remarks' },
  withdrawReason: { kind: 'text', label: 'f.withdrawReason' },
} as const;

/** Authorize and Withdraw come before the list that offers them. */
const authorizeForm = defineForm({
  route: supplierQualityApi.authorize,
  fields: {
    supplier: {
      kind: 'text',
      label: 'f.supplier',
      hint: 'hint.supplier',
      required: true,
      maxLength: 64,
    },
    businessType: { ...scopeFields.businessType, required: true },
    productType: { ...scopeFields.productType, required: true },
    validUntil: { kind: 'date', label: 'f.validUntil', required: true },
    remarks: { kind: 'textarea', label: 'f.remarks', maxLength: 500 },
  },
  sections: [
    {
      title: 'authorize.section',
      fields: ['supplier', 'businessType', 'productType', 'validUntil', 'remarks'],
    },
  ],
  label: 'authorize.button',
  title: 'authorize.title',
  permission: SUPPLIER_PERMISSIONS.submitQAUDIT,
  submitLabel: 'authorize.submit',
  successMessage: 'authorize.done',
  maxWidth: 620,
});

/** Withdrawing a scope: the reason, asked in a dialog that is the confirmation. */
const withdrawForm = defineForm({
  route: supplierQualityApi.withdrawAuthorization,
  fields: { reason: { kind: 'textarea', label: 'f.reason', required: true, maxLength: 500 } },
  sections: [{ title: 'withdraw.section', fields: ['reason'] }],
  initialValues: () => ({}),
  toInput: (values: { reason?: string }, row: AuthorizationRow) => ({
    id: row.id,
    version: row.version,
    reason: values.reason ?? '',
  }),
  title: 'withdraw.dialog',
  titleValues: (row) => ({ supplier: row.supplierName, code: row.supplierCode }),
  submitLabel: 'withdraw.submit',
  successMessage: 'withdraw.done',
  maxWidth: 620,
});

export const authorizationsResource = defineResource({
  name: AUTHORIZATIONS_KEY,
  title: 'authorizations.title',
  ns: SUPPLIER_QUALITY_NS,
  list: supplierQualityApi.listAuthorizations,
  emptyHint: 'authorizations.empty',
  rowName: (row) => `${row.supplierName} ${row.supplierCode}`,
  fields: scopeFields,
  columns: [
    { field: 'supplierCode', width: 110 },
    { field: 'supplierName', width: 240 },
    { field: 'businessType', width: 140 },
    { field: 'productType', width: 190 },
    { field: 'validUntil', width: 120 },
    { field: 'state', width: 110 },
    { field: 'authorizedBy', width: 120 },
    { field: 'authorizedAt', width: 160 },
    { field: 'remarks', width: 200 },
    { field: 'withdrawReason', width: 200 },
  ],
  tabs: [
    { key: 'all', label: 'tab.all', input: {} },
    ...AUTHORIZATION_STATES.map((state) => ({
      key: state,
      label: `tab.${state}`,
      input: { state },
    })),
  ],
  filters: [{ kind: 'text', param: 'q', label: 'f.q' }],
  rowActions: [
    {
      key: 'withdraw',
      label: 'withdraw.label',
      permission: SUPPLIER_PERMISSIONS.submitQAUDIT,
      visible: (row) => row.state !== 'withdrawn',
      form: withdrawForm,
    },
  ],
  create: authorizeForm,
});
