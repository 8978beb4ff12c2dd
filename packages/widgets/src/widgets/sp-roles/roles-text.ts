// The role screen's texts and the roles' contract messages (rules, "code taken", "in use").
import { rolesMessages } from '@portal/contract';
import { addContractMessages, addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/roles.json';
import zh from '../../locales/zh/roles.json';

export const ROLES_NS = 'roles';
addTranslations(ROLES_NS, { en, zh });
addContractMessages(rolesMessages);
