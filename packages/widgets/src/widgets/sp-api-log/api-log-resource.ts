// The API log as a kit resource: every request to and answer from an outside system, newest first,
// filtered by system, result and text; a row opens its detail.
import { API_LOG_OUTCOMES, OUTSIDE_SYSTEMS, integrationApi } from '@portal/contract';
import { defineResource } from '../../kit/resource';
import { API_LOG_KEY, API_LOG_NS, OUTCOME_COLORS } from './api-log-text';

export function apiLogResource(open: {
  href?: (id: string) => string;
  open: (id: string) => void;
}) {
  const href = open.href;
  return defineResource({
    name: API_LOG_KEY,
    title: 'title',
    ns: API_LOG_NS,
    list: integrationApi.listApiLogs,
    emptyHint: 'empty',
    fields: {
      createdAt: { kind: 'date-time', label: 'f.createdAt' },
      system: { kind: 'enum', label: 'f.system', enum: 'outsideSystem', options: OUTSIDE_SYSTEMS },
      kind: { kind: 'text', label: 'f.kind' },
      direction: {
        kind: 'enum',
        label: 'f.direction',
        enum: 'apiLogDirection',
        options: ['out', 'in'],
      },
      endpoint: { kind: 'text', label: 'f.endpoint' },
      outcome: {
        kind: 'status',
        label: 'f.outcome',
        enum: 'apiLogOutcome',
        options: API_LOG_OUTCOMES,
        colors: OUTCOME_COLORS,
      },
      httpStatus: { kind: 'number', label: 'f.httpStatus' },
      durationMs: { kind: 'number', label: 'f.durationMs' },
    },
    columns: [
      { field: 'createdAt', width: 170 },
      { field: 'system', width: 90 },
      { field: 'kind', width: 220 },
      { field: 'direction', width: 100 },
      { field: 'outcome', width: 110 },
      { field: 'durationMs', width: 120 },
      { field: 'httpStatus', width: 110 },
      { field: 'endpoint', width: 280 },
    ],
    filters: [
      {
        kind: 'select',
        param: 'system',
        label: 'f.system',
        enum: 'outsideSystem',
        options: OUTSIDE_SYSTEMS,
      },
      { kind: 'select', param: 'ok', label: 'f.ok', enum: 'apiLogOk', options: ['true', 'false'] },
      { kind: 'text', param: 'q', label: 'f.q' },
    ],
    rowLink: {
      field: 'kind',
      href: href ? (row) => href(row.id) : undefined,
      onOpen: (row) => open.open(row.id),
    },
  });
}
