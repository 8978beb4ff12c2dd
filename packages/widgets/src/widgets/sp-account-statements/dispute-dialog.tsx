// The supplier's dispute: a reason beside each line of the buyer's statement; the lines given a
// reason are disputed. At least one, each at most STATEMENT_REASON_MAX characters, checked before
// sending as the server does.
import { useState } from 'react';
import { Button, Textarea } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  STATEMENT_REASON_MAX,
  accountStatementsApi,
  type AccountStatementDetail,
} from '@portal/contract';
import { FormDialog } from '../../kit/form-dialog';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { STATEMENTS_KEY, STATEMENTS_NS } from './statements-text';

export function DisputeDialog({
  statement,
  onClose,
}: {
  statement: AccountStatementDetail;
  onClose: () => void;
}) {
  const { t } = useT([STATEMENTS_NS, 'common']);
  const client = useQueryClient();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const given = Object.entries(reasons)
    .map(([position, reason]) => ({ position: Number(position), reason: reason.trim() }))
    .filter((l) => l.reason !== '');

  const send = async () => {
    setAlert('');
    if (!given.length) {
      setAlert(t('dispute.none'));
      return;
    }
    setBusy(true);
    try {
      await call(
        accountStatementsApi.disputeStatement,
        { id: statement.id, version: statement.version, lines: given },
        { toast: false },
      );
      toast.success(t('statement.disputed', { ns: 'contract' }));
      void client.invalidateQueries({ queryKey: [STATEMENTS_KEY] });
      onClose();
    } catch (e) {
      setAlert(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('dispute.title', { number: statement.number })}
      intro={t('dispute.intro')}
      maxWidth={640}
      onClose={onClose}
    >
      <form
        noValidate
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        {statement.buyerLines.map((l) => (
          <FormField
            key={l.position}
            label={t('dispute.reasonFor', {
              position: l.position,
              docType: t(`enum.docType.${l.docType}`),
              reference: l.reference,
            })}
          >
            <Textarea
              value={reasons[l.position] ?? ''}
              maxLength={STATEMENT_REASON_MAX}
              rows={1}
              onChange={(_, d) => setReasons((r) => ({ ...r, [l.position]: d.value }))}
            />
          </FormField>
        ))}
        {alert ? <InlineAlert>{alert}</InlineAlert> : null}
        <Row>
          <Button type="submit" appearance="primary" disabled={busy}>
            {t('dispute.send')}
          </Button>
          <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
        </Row>
      </form>
    </FormDialog>
  );
}
