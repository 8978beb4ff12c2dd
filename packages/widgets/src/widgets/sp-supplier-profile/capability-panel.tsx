// The ability section: the supplier's capabilities (business type × product type pairs) with their
// review state, as the kit's record items. The supplier adds and removes pairs and submits the ones
// to be submitted or refused for review (asking first); the quality department decides those under
// review.
import { Button } from '@fluentui/react-components';
import { CAPABILITY_SUBMITTABLE, supplierProfileApi, type SupplierProfile } from '@portal/contract';
import { useConfirm } from '../../kit/confirm-dialog';
import { namespaces } from '../../kit/enum-label';
import { RecordItems } from '../../kit/resource';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { capabilityItems, profileBase } from './profile-items';
import { PROFILE_NS } from './profile-resource';

export interface CapabilityPanelProps {
  profile: SupplierProfile;
  /** The supplier's own, changeable profile (not the read-only view). */
  editable: boolean;
  onChange: (profile: SupplierProfile) => void;
}

export function CapabilityPanel({ profile, editable, onChange }: CapabilityPanelProps) {
  const { t } = useT(namespaces(PROFILE_NS));
  const confirm = useConfirm();
  const pending = profile.capabilities.filter((c) => CAPABILITY_SUBMITTABLE.includes(c.status));
  const submit = async () => {
    const ok = await confirm({
      title: t('dialog.submitCapabilitiesTitle'),
      body: t('dialog.submitCapabilitiesBody', { count: pending.length }),
      confirmLabel: t('act.submitCapabilities'),
    });
    if (!ok) return;
    // A refusal was toasted by the call itself.
    const answer = await call(supplierProfileApi.submitCapabilities, {
      version: profile.version,
    }).catch(() => undefined);
    if (!answer) return;
    toast.success(answer.msg);
    onChange(answer.data);
  };
  return (
    <RecordItems
      resource={profileBase}
      items={profile.capabilities}
      def={capabilityItems(profile, editable, onChange)}
      toolbar={
        editable && pending.length ? (
          <Button appearance="primary" onClick={() => void submit()}>
            {t('act.submitCapabilities')}
          </Button>
        ) : null
      }
    />
  );
}
