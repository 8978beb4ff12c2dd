// The ability section: the supplier's capabilities (business type × product type pairs)
// with their review state. The supplier adds and removes pairs and submits the ones to be submitted
// or refused for review (asking first); the buyer's quality department decides those under review.
import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import {
  CAPABILITY_DECISIONS,
  CAPABILITY_SUBMITTABLE,
  capabilityInput,
  decideCapabilityInput,
  supplierProfileApi,
  type ProfileCapability,
  type SupplierProfile,
} from '@portal/contract';
import type { z } from 'zod';
import { useConfirm } from '../../kit/confirm-dialog';
import { enumLabel, namespaces } from '../../kit/enum-label';
import { renderFieldValue } from '../../kit/field-value';
import { StatusBadge } from '../../kit/status-badge';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { EntryDialog, type EntryForm } from './entry-dialog';
import { ItemList } from './item-list';
import { saveProfileChange } from './profile-lists';
import { CAPABILITY_COLORS, PROFILE_NS, abilityInput, capabilityFields } from './profile-resource';
import { sectionSchema } from './profile-schemas';

export interface CapabilityPanelProps {
  profile: SupplierProfile;
  /** The supplier's own, changeable profile (not the read-only view). */
  editable: boolean;
  onChange: (profile: SupplierProfile) => void;
}

type Pair = z.output<typeof capabilityInput>;
interface Decision {
  decision: (typeof CAPABILITY_DECISIONS)[number];
  remarks: string;
}

const decisionFields = {
  decision: {
    kind: 'enum',
    label: 'f.decision',
    enum: 'decision',
    options: CAPABILITY_DECISIONS,
    required: true,
  },
  remarks: { kind: 'textarea', label: 'f.reason', maxLength: 500 },
} as const;

export function CapabilityPanel({ profile, editable, onChange }: CapabilityPanelProps) {
  const { t } = useT(namespaces(PROFILE_NS));
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [deciding, setDeciding] = useState<ProfileCapability | null>(null);
  const nameOf = (c: Pick<ProfileCapability, 'businessType' | 'productType'>) =>
    `${enumLabel(t, 'businessType', c.businessType, PROFILE_NS)} / ${enumLabel(t, 'productType', c.productType, PROFILE_NS)}`;
  const pending = profile.capabilities.filter((c) => CAPABILITY_SUBMITTABLE.includes(c.status));
  const columns = (['businessType', 'productType', 'status', 'remarks'] as const).map((name) => ({
    key: name,
    label: capabilityFields[name].label,
    render: (c: ProfileCapability) =>
      name === 'status' ? (
        <StatusBadge
          value={c.status}
          enum="capabilityState"
          colors={CAPABILITY_COLORS}
          ns={PROFILE_NS}
        />
      ) : (
        renderFieldValue(capabilityFields[name], name, c, t, PROFILE_NS)
      ),
  }));

  const addForm: EntryForm<Pair> = {
    title: 'dialog.capability',
    fields: capabilityFields,
    names: ['businessType', 'productType'],
    route: supplierProfileApi.saveAbility,
    schema: sectionSchema(capabilityInput, (v) => v),
    initial: {},
    toInput: (pair: Pair) => {
      const input = abilityInput(profile);
      return { ...input, capabilities: [...(input.capabilities ?? []), pair] };
    },
  };
  const remove = (index: number) => {
    const input = abilityInput(profile);
    return saveProfileChange(
      () =>
        call(supplierProfileApi.saveAbility, {
          ...input,
          capabilities: (input.capabilities ?? []).filter((_, i) => i !== index),
        }),
      onChange,
    );
  };
  const submit = async () => {
    const ok = await confirm({
      title: t('dialog.submitCapabilitiesTitle'),
      body: t('dialog.submitCapabilitiesBody', { count: pending.length }),
      confirmLabel: t('act.submitCapabilities'),
    });
    if (!ok) return;
    await saveProfileChange(
      () => call(supplierProfileApi.submitCapabilities, { version: profile.version }),
      onChange,
    );
  };
  const decideForm = (c: ProfileCapability): EntryForm<Decision> => {
    const build = (v: Decision) => ({
      supplierId: profile.id,
      id: c.id,
      version: c.version,
      decision: v.decision,
      remarks: v.remarks,
    });
    return {
      title: 'dialog.decide',
      fields: decisionFields,
      names: ['decision', 'remarks'],
      route: supplierProfileApi.decideCapability,
      schema: sectionSchema(decideCapabilityInput, build),
      initial: {},
      toInput: build,
      submitLabel: 'act.decide',
      successMessage: 'toast.decided',
    };
  };

  return (
    <>
      <ItemList
        title="s.capabilities"
        empty="note.noCapabilities"
        items={profile.capabilities}
        columns={columns}
        nameOf={nameOf}
        addLabel={editable ? 'act.addCapability' : undefined}
        onAdd={() => setAdding(true)}
        onRemove={editable ? remove : undefined}
        rowActions={
          profile.canDecide
            ? (c) =>
                c.status === 'underReview' ? (
                  <Button
                    appearance="primary"
                    aria-label={t('row.decide', { name: nameOf(c) })}
                    onClick={() => setDeciding(c)}
                  >
                    {t('act.decide')}
                  </Button>
                ) : null
            : undefined
        }
        toolbar={
          editable && pending.length ? (
            <Button appearance="primary" onClick={() => void submit()}>
              {t('act.submitCapabilities')}
            </Button>
          ) : null
        }
      />
      {adding ? (
        <EntryDialog
          form={addForm}
          onClose={() => setAdding(false)}
          onSaved={(p) => {
            setAdding(false);
            onChange(p);
          }}
        />
      ) : null}
      {deciding ? (
        <EntryDialog
          form={decideForm(deciding)}
          onClose={() => setDeciding(null)}
          onSaved={(p) => {
            setDeciding(null);
            onChange(p);
          }}
        >
          <p style={{ marginTop: 0 }}>{nameOf(deciding)}</p>
        </EntryDialog>
      ) : null}
    </>
  );
}
