// sp-cage-codes: supplier CAGE codes (5 letters or digits, unique across suppliers). With
// `supplier-id` it is one supplier's codes, shown on that supplier's page below its audit, with a
// form under the list to add one (upper-cased by the server's rule; a code another supplier holds
// is refused with its holder's name) and Remove after a confirmation. Without, it lists every
// supplier's codes with a search. Changes need `supplier:lists:manage`; reading `supplier:lists`.
import { useMemo } from 'react';
import { SUPPLIER_PERMISSIONS as P, supplierListsApi } from '@portal/contract';
import { ResourceList, defineForm, defineResource, field } from '../../kit/resource';
import { call } from '../../runtime/http';
import { CAGE_CODES_KEY, CAGE_CODES_NS } from './cage-codes-text';

export interface CageCodesProps {
  /** One supplier's codes (with the add form); every supplier's when not given. */
  supplierId?: string;
}

const rules = () => import('./cage-rules').then((m) => m.cageFormSchema);

/** The form under one supplier's list. */
const addForm = (supplierId: string) =>
  defineForm({
    route: supplierListsApi.addCageCode,
    schema: rules,
    sections: [{ title: 'add.section', fields: ['code', 'remarks'] }],
    toInput: (v) => ({ supplierId, code: v.code, remarks: v.remarks }),
    submitLabel: 'add.submit',
    successMessage: 'add.done',
    permission: P.listsManage,
  });

export function cageCodesResource(supplierId?: string) {
  return defineResource({
    name: CAGE_CODES_KEY,
    title: supplierId ? 'title' : 'titleAll',
    ns: CAGE_CODES_NS,
    list: supplierListsApi.listCageCodes,
    emptyHint: supplierId ? 'emptyOne' : 'empty',
    rowName: (row) => row.code,
    fields: {
      code: field.text('f.code', { required: true, maxLength: 5, hint: 'hint.code', width: 110 }),
      supplierCode: field.text('f.supplierCode', { width: 120 }),
      supplierName: field.text('f.supplierName', { width: 260 }),
      remarks: field.text('f.remarks', { maxLength: 200, width: 240 }),
      createdAt: field.dateTime('f.createdAt', { width: 170 }),
      q: field.text('f.q'),
    },
    columns: supplierId
      ? ['code', 'remarks', 'createdAt']
      : ['code', 'supplierCode', 'supplierName', 'remarks', 'createdAt'],
    filters: supplierId ? [] : ['q'],
    rowActions: [
      {
        key: 'remove',
        label: 'remove.label',
        permission: P.listsManage,
        danger: true,
        confirmTitle: 'remove.title',
        confirmBody: 'remove.body',
        successMessage: 'server',
        run: (row) => call(supplierListsApi.removeCageCode, { id: row.id, version: row.version }),
      },
    ],
    create: supplierId ? { ...addForm(supplierId), in: 'inline' } : undefined,
  });
}

export function CageCodes({ supplierId }: CageCodesProps) {
  const resource = useMemo(() => cageCodesResource(supplierId), [supplierId]);
  const input = useMemo(() => (supplierId ? { supplierId } : {}), [supplierId]);
  return (
    <ResourceList
      resource={resource}
      input={input}
      {...(supplierId ? {} : { stateKey: 'cage-codes-all' })}
    />
  );
}

export default CageCodes;
