// The ability section: the supplier's capabilities (business type × product type pairs) with their
// review state, as the kit's record items. The supplier adds and removes pairs and submits the ones
// to be submitted or refused for review (asking first); the quality department decides those under
// review.
import type { SupplierProfile } from '@portal/contract';
import { namespaces } from '../../kit/enum-label';
import { RecordActions, RecordItems } from '../../kit/resource';
import { useT } from '../../runtime/i18n';
import { submitCapabilitiesAction, submittableCapabilities } from './profile-actions';
import { capabilityItems, profileBase } from './profile-items';
import { PROFILE_NS } from './profile-resource';

export interface CapabilityPanelProps {
  profile: SupplierProfile;
  /** The supplier's own, changeable profile (not the read-only view). */
  editable: boolean;
  onChange: (profile: SupplierProfile) => void;
}

const SUBMIT = [submitCapabilitiesAction];

export function CapabilityPanel({ profile, editable, onChange }: CapabilityPanelProps) {
  const { t } = useT(namespaces(PROFILE_NS));
  const count = submittableCapabilities(profile).length;
  return (
    <RecordItems
      resource={profileBase}
      items={profile.capabilities}
      def={capabilityItems(profile, editable, onChange)}
      toolbar={
        editable ? (
          <RecordActions
            resource={profileBase}
            record={profile}
            recordName={t('dialog.submitCapabilitiesBody', { count })}
            actions={SUBMIT}
          />
        ) : null
      }
    />
  );
}
