// The profile's own actions, as the kit's record actions: Submit for review (the whole profile, while
// the audit lets the supplier edit it) and Submit capabilities (the pairs still to be reviewed). Both
// ask first; the kit refetches the profile afterwards, also after a refusal (a 409 means the page
// was stale).
import {
  CAPABILITY_SUBMITTABLE,
  supplierApi,
  supplierProfileApi,
  type SupplierProfile,
} from '@portal/contract';
import type { RowAction } from '../../kit/resource';
import { call } from '../../runtime/http';

export const submitProfileAction: RowAction<SupplierProfile> = {
  key: 'submitProfile',
  label: 'act.submitProfile',
  primary: true,
  confirm: true,
  confirmTitle: 'dialog.submitTitle',
  confirmBody: 'dialog.submitBody',
  successMessage: 'note.submitted',
  run: (profile) => call(supplierApi.submitProfile, { version: profile.version }),
};

/** The capabilities a submission would send: new ones and those refused before. */
export const submittableCapabilities = (profile: SupplierProfile) =>
  profile.capabilities.filter((c) => CAPABILITY_SUBMITTABLE.includes(c.status));

export const submitCapabilitiesAction: RowAction<SupplierProfile> = {
  key: 'submitCapabilities',
  label: 'act.submitCapabilities',
  primary: true,
  confirm: true,
  confirmTitle: 'dialog.submitCapabilitiesTitle',
  visible: (profile) => submittableCapabilities(profile).length > 0,
  successMessage: 'server',
  run: (profile) => call(supplierProfileApi.submitCapabilities, { version: profile.version }),
};
