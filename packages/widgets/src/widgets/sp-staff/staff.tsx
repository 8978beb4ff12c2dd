// sp-staff: a company's own people (/sup/sys/employee for a supplier's administrator,
// /hna/sys/employee for the buyer's): search and state tabs; Add with a password or Invite by
// e-mail; Edit name, contacts and position; Freeze (their sessions end), Thaw and Reset password,
// each asked first. The server keeps it to the caller's own company.
import { PersonAddRegular } from '@fluentui/react-icons';
import { staffMessages } from '@portal/contract';
import { ResourceList } from '../../kit/resource';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/staff.json';
import zh from '../../locales/zh/staff.json';
import { STAFF_NS, staffResource } from './staff-resource';

addTranslations(STAFF_NS, { en, zh });
addContractMessages(staffMessages);

export function Staff() {
  return <ResourceList resource={staffResource} stateKey="staff" addIcon={PersonAddRegular} />;
}

export default Staff;
