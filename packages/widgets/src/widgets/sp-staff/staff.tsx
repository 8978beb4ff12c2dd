// sp-staff: a company's own people (/sup/sys/employee for a supplier's administrator,
// /hna/sys/employee for the buyer's): search and state tabs; Add with a password or Invite by
// e-mail, or Import from spreadsheet (staff-import.tsx); Edit name, contacts and position; Freeze (their sessions end), Thaw and Reset password,
// each asked first. The server keeps it to the caller's own company.
import { useMemo } from 'react';
import { PersonAddRegular } from '@fluentui/react-icons';
import { staffMessages } from '@portal/contract';
import { ResourceList } from '../../kit/resource';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import { useSession } from '../../runtime/session';
import en from '../../locales/en/staff.json';
import zh from '../../locales/zh/staff.json';
import { StaffImport } from './staff-import';
import { STAFF_NS, staffResource, type Side } from './staff-resource';

addTranslations(STAFF_NS, { en, zh });
addContractMessages(staffMessages);

export function Staff() {
  // The side decides which roles screen's calls give roles; the server decides whose people.
  const session = useSession();
  const side: Side = session?.user?.companyKind === 'buyer' ? 'buyer' : 'supplier';
  const resource = useMemo(() => staffResource(side), [side]);
  return (
    <ResourceList
      resource={resource}
      stateKey={`staff-${side}`}
      addIcon={PersonAddRegular}
      toolbar={<StaffImport ns={STAFF_NS} resourceName={resource.name} />}
    />
  );
}

export default Staff;
