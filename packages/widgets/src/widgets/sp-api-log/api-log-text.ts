// The API log's strings and state colours, registered once by whichever of its modules loads first.
import type { ApiLogOutcome, OutboxStatusName } from '@portal/contract';
import type { StatusColor } from '../../kit/resource';
import { addTranslations } from '../../runtime/i18n';
import en from '../../locales/en/api-log.json';
import zh from '../../locales/zh/api-log.json';

export const API_LOG_NS = 'api-log';
addTranslations(API_LOG_NS, { en, zh });

/** Query-key root of every API log query (list, record, simulator). */
export const API_LOG_KEY = 'api-log';

export const OUTCOME_COLORS: Record<ApiLogOutcome, StatusColor> = {
  sent: 'informative',
  answered: 'success',
  failed: 'danger',
};

export const MESSAGE_STATUS_COLORS: Record<OutboxStatusName, StatusColor> = {
  pending: 'warning',
  sent: 'warning',
  answered: 'success',
  failed: 'danger',
};
