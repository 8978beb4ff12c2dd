// A dialog form's title and intro fill their `{{…}}` from the record with the resource's `t`, so a
// value that is itself a label (an enum's) reads in the user's language rather than as its code.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { supplierRelationsApi } from '@portal/contract';
import { addTranslations, setLanguage } from '../../runtime/i18n';
import { PortalProvider } from '../../runtime/portal-provider';
import { ResourceFormDialog } from './resource-form';
import { defineForm } from './resource-types';

const ns = 'kit-form-dialog-values';
addTranslations(ns, {
  en: {
    title: 'End: {{supplier}}',
    intro: 'No longer serving {{member}}.',
    reason: 'Reason',
    section: 'Why',
    enum: { groupMember: { HU: 'Hainan Airlines (HU)' } },
  },
  zh: {
    title: '终止：{{supplier}}',
    intro: '不再服务{{member}}。',
    reason: '原因',
    section: '原因',
    enum: { groupMember: { HU: '海南航空（HU）' } },
  },
});

interface Rec {
  id: string;
  version: number;
  supplierName: string;
  member: string;
}

const form = defineForm({
  route: supplierRelationsApi.endCustomerRelation,
  sections: [{ title: 'section', fields: ['reason'] }],
  initialValues: () => ({}),
  toInput: (v: { reason: string }, row: Rec) => ({ id: row.id, version: row.version, ...v }),
  title: 'title',
  titleValues: (row) => ({ supplier: row.supplierName }),
  intro: 'intro',
  introValues: (row, t) => ({ member: t(`enum.groupMember.${row.member}`) }),
});
const resource = {
  name: ns,
  ns,
  fields: { reason: { kind: 'textarea', label: 'reason' } },
} as const;
const record: Rec = { id: 'rel-1', version: 1, supplierName: 'Pacific Avionics', member: 'HU' };

function show() {
  render(
    <PortalProvider>
      <ResourceFormDialog
        resource={resource}
        form={form}
        record={record}
        onClose={() => undefined}
      />
    </PortalProvider>,
  );
}

afterEach(() => setLanguage('en'));

describe('a dialog form’s title and intro values', () => {
  it('get the resource’s t, so an enum value reads as its label', async () => {
    setLanguage('en');
    show();
    const dialog = await screen.findByRole('dialog', { name: 'End: Pacific Avionics' });
    expect(dialog).toHaveTextContent('No longer serving Hainan Airlines (HU).');
  });

  it('in the user’s language', async () => {
    setLanguage('zh');
    show();
    const dialog = await screen.findByRole('dialog', { name: '终止：Pacific Avionics' });
    expect(dialog).toHaveTextContent('不再服务海南航空（HU）。');
  });
});
