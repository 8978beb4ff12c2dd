// A lookup field's choices from a list call: what the user typed becomes the call's search
// parameter, each row a choice. Replaces choices faked as translations (`enum.primary.<id>`):
//
//   primaryId: { kind: 'lookup', label: 'f.primaryId', labelField: 'primaryName',
//     options: callOptions(api.listDirectory, (q) => ({ scope: 'qualified', q, size: 20 }),
//       (row) => ({ value: row.id, label: `${row.code} ${row.name}` })) }
import type { CallInput } from '@portal/contract';
import { call } from '../../runtime/http';
import type { ListRoute, LookupField, LookupOption, RowOf } from './resource-types';

export function callOptions<L extends ListRoute>(
  route: L,
  input: (search: string) => CallInput<L>,
  toOption: (row: RowOf<L>) => LookupOption,
): LookupField['options'] {
  return async (search, signal) => {
    const answer = await call(route, input(search.trim()), { signal, toast: false });
    return (answer.data.records as RowOf<L>[]).map(toOption);
  };
}
