// sp-cage-codes: supplier CAGE codes (5 letters or digits, unique across suppliers). With
// `supplier-id` it is one supplier's codes, shown on that supplier's page below its audit, with a
// form to add one (upper-cased as typed by the server; a code another supplier holds is refused
// with its holder's name) and Remove after a confirmation. Without, it lists every supplier's codes
// with a search. Changes need `supplier:lists:manage`; reading `supplier:lists`.
import { useMemo, useState, type CSSProperties } from 'react';
import { SUPPLIER_PERMISSIONS as P, supplierListsApi } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { token } from '../../kit/css-token';
import {
  ResourceForm,
  ResourceList,
  defineResource,
  usePermission,
  type SchemaLike,
} from '../../kit/resource';
import { call } from '../../runtime/http';
import { QueryProvider } from '../../runtime/query-provider';
import { toast } from '../../runtime/toast';
import { CAGE_CODES_KEY, CAGE_CODES_NS } from './cage-codes-text';

export interface CageCodesProps {
  /** One supplier's codes (with the add form); every supplier's when not given. */
  supplierId?: string;
}

interface CageValues {
  code: string;
  remarks?: string;
}

const fields = {
  code: { kind: 'text', label: 'f.code', required: true, maxLength: 5, hint: 'hint.code' },
  supplierCode: { kind: 'text', label: 'f.supplierCode' },
  supplierName: { kind: 'text', label: 'f.supplierName' },
  remarks: { kind: 'text', label: 'f.remarks', maxLength: 200 },
  createdAt: { kind: 'date-time', label: 'f.createdAt' },
} as const;

export function cageCodesResource(supplierId?: string, schema?: SchemaLike<CageValues>) {
  const one = Boolean(supplierId);
  return defineResource({
    name: CAGE_CODES_KEY,
    title: one ? 'title' : 'titleAll',
    ns: CAGE_CODES_NS,
    list: supplierListsApi.listCageCodes,
    emptyHint: one ? 'emptyOne' : 'empty',
    rowName: (row) => row.code,
    fields,
    columns: [
      { field: 'code', width: 110 },
      ...(one
        ? []
        : [
            { field: 'supplierCode' as const, width: 120 },
            { field: 'supplierName' as const, width: 260 },
          ]),
      { field: 'remarks', width: 240 },
      { field: 'createdAt', width: 170 },
    ],
    filters: one ? [] : [{ kind: 'text', param: 'q', label: 'f.q' }],
    rowActions: [
      {
        key: 'remove',
        label: 'remove.label',
        permission: P.listsManage,
        danger: true,
        confirmTitle: 'remove.title',
        confirmBody: 'remove.body',
        successMessage: false,
        run: async (row) => {
          const answer = await call(supplierListsApi.removeCageCode, {
            id: row.id,
            version: row.version,
          });
          toast.success(answer.msg);
        },
      },
    ],
    save: {
      route: supplierListsApi.addCageCode,
      sections: [{ title: 'add.section', fields: ['code', 'remarks'] }],
      ...(schema ? { schema } : {}),
      toInput: (v: CageValues) => ({
        supplierId: supplierId ?? '',
        code: v.code,
        remarks: v.remarks ?? '',
      }),
      submitLabel: 'add.submit',
      successMessage: 'add.done',
    },
  });
}

const loadRules = () => import('./cage-rules');

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
};

function CageCodesView({ supplierId }: CageCodesProps) {
  const can = usePermission();
  const canAdd = Boolean(supplierId) && can(P.listsManage);
  // A new form after each code added, so the next one starts empty.
  const [round, setRound] = useState(0);
  const rules = useQuery({
    queryKey: [CAGE_CODES_KEY, 'rules'],
    queryFn: loadRules,
    staleTime: Infinity,
    structuralSharing: false,
    enabled: canAdd,
  }).data;
  const list = useMemo(() => cageCodesResource(supplierId), [supplierId]);
  const form = useMemo(
    () =>
      rules
        ? cageCodesResource(supplierId, rules.cageFormSchema as SchemaLike<CageValues>)
        : undefined,
    [rules, supplierId],
  );
  const input = useMemo(() => (supplierId ? { supplierId } : {}), [supplierId]);
  return (
    <div style={stack}>
      <ResourceList
        resource={list}
        input={input}
        {...(supplierId ? {} : { stateKey: 'cage-codes-all' })}
      />
      {canAdd && form ? (
        <ResourceForm key={round} resource={form} onSaved={() => setRound((n) => n + 1)} />
      ) : null}
    </div>
  );
}

export function CageCodes(props: CageCodesProps) {
  return (
    <QueryProvider>
      <CageCodesView {...props} />
    </QueryProvider>
  );
}

export default CageCodes;
