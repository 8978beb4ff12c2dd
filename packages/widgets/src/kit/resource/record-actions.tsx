// The actions of one loaded record as buttons (Submit for review on a profile, Submit capabilities):
// the same RowAction definitions a list's rows use, run by the same useResourceActions, so a
// record's action asks first, shows itself busy, reports the outcome and refetches the resource
// exactly as a row's does. Hidden without the permission or in the wrong state, disabled where the
// definition says so.
import { Button } from '@fluentui/react-components';
import { useT } from '../../runtime/i18n';
import { label, namespaces } from '../enum-label';
import { Row } from '../form-layout';
import type { ResourceBase, RowAction } from './resource-types';
import { useResourceActions } from './use-resource-actions';
import { usePermission } from './use-permissions';

export interface RecordActionsProps<T> {
  /** The resource the record belongs to: its name is what a finished action refetches. */
  resource: Pick<ResourceBase, 'name' | 'ns' | 'invalidates'>;
  record: T;
  /** Words for the record in a question ("… the profile of ACME?"); empty by default. */
  recordName?: string;
  actions: readonly RowAction<T>[];
}

export function RecordActions<T>({
  resource,
  record,
  recordName = '',
  actions,
}: RecordActionsProps<T>) {
  const { t } = useT(namespaces(resource.ns));
  const allowed = usePermission();
  const runner = useResourceActions<T>(
    resource.name,
    resource.ns,
    () => 'record',
    resource.invalidates,
  );
  const shown = actions.filter(
    (a) => a.run && allowed(a.permission) && (a.visible ? a.visible(record) : true),
  );
  if (!shown.length) return null;
  return (
    <Row>
      {shown.map((action) => (
        <Button
          key={action.key}
          appearance={action.primary ? 'primary' : 'secondary'}
          disabled={runner.busy !== null || (action.enabled ? !action.enabled(record) : false)}
          onClick={() => void runner.runRow(action, record, recordName)}
        >
          {label(t, action.label, resource.ns)}
        </Button>
      ))}
    </Row>
  );
}
