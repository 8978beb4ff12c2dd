// sp-customs-authorization: the supplier's customs-broker authorizations (/sup/supCustoms/
// detailAuthorize for people, detailCompAuthorize for customs brokerage companies): the list with
// validity and state (active, expired, revoked) and the signed letter to download; "Authorize"
// opens the form with the letter's upload; Revoke asks first. Only the own company's, which the
// server takes from the session.
import { useMemo } from 'react';
import { PersonAddRegular } from '@fluentui/react-icons';
import { supplierQualityMessages, type CustomsKind } from '@portal/contract';
import { ResourceList } from '../../kit/resource';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/customs-authorization.json';
import zh from '../../locales/zh/customs-authorization.json';
import { CUSTOMS_NS, customsResource } from './customs-resources';

addTranslations(CUSTOMS_NS, { en, zh });
addContractMessages(supplierQualityMessages);

export interface CustomsAuthorizationProps {
  /** `personal` (a customs broker, the default) or `company` (a customs brokerage company). */
  kind?: CustomsKind | string;
}

export function CustomsAuthorization({ kind }: CustomsAuthorizationProps) {
  const k: CustomsKind = kind === 'company' ? 'company' : 'personal';
  const resource = useMemo(() => customsResource(k), [k]);
  return <ResourceList resource={resource} stateKey={`customs-${k}`} addIcon={PersonAddRegular} />;
}

export default CustomsAuthorization;
