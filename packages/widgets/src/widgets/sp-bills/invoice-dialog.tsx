// Attaching an invoice to a draft bill: a fapiao (special or ordinary; fully digital 20-digit number
// or paper code and number; date, amount, rate 13/9/6 %, the tax filled in as amount × rate and
// editable, the total, the scan or PDF through the kit's upload) or a commercial invoice in the
// bill's currency. The contract's rules run before anything is sent; the server's refusal (a reused
// number, a stale bill) shows on top and the dialog keeps what was typed.
import { useState } from 'react';
import { Button, Input, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_TAX_RATE,
  FAPIAO_TAX_RATES,
  INVOICE_KINDS,
  billsApi,
  type BillDetail,
} from '@portal/contract';
import { DateInput } from '../../kit/date-input';
import { FileUpload } from '../../kit/file-upload';
import { FormDialog } from '../../kit/form-dialog';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { isApiError } from '../../runtime/api-error';
import { call } from '../../runtime/http';
import { formatMoney } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { BILLS_KEY, BILLS_NS } from './bills-text';
import { gridStyle } from './bill-styles';
import {
  invoiceProblems,
  newInvoice,
  toInvoiceInput,
  withComputed,
  type InvoiceDraft,
  type InvoiceErrors,
} from './invoice-draft';

export interface InvoiceDialogProps {
  bill: BillDetail;
  onClose: () => void;
}

export function InvoiceDialog({ bill, onClose }: InvoiceDialogProps) {
  const { t } = useT([BILLS_NS, 'common']);
  const client = useQueryClient();
  const [d, setD] = useState<InvoiceDraft>(() =>
    newInvoice(bill.currency, DEFAULT_TAX_RATE[bill.kind]),
  );
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [uploading, setUploading] = useState(false);
  const [server, setServer] = useState<InvoiceErrors>({});
  const all: InvoiceErrors = { ...server, ...(tried ? invoiceProblems(d) : {}) };
  // Contract keys (bill.*) and the server's texts show as given; this screen's keys are translated.
  const errors = Object.fromEntries(
    Object.entries(all).map(([k, m]) => [k, m.startsWith('inv.') ? t(m) : m]),
  ) as InvoiceErrors;
  const set = (patch: Partial<InvoiceDraft>) => {
    setD((cur) => withComputed(cur, patch));
    setServer({});
  };
  // A fapiao is in RMB: a bill in another currency takes commercial invoices only.
  const kinds = bill.currency === 'CNY' ? INVOICE_KINDS : (['commercial'] as const);
  const fapiao = d.kind !== 'commercial';

  const send = async () => {
    setTried(true);
    setAlert('');
    // The scan is on its way: sending now would say it is missing.
    if (uploading) {
      setAlert(t('inv.waitUpload'));
      return;
    }
    if (Object.keys(invoiceProblems(d)).length) {
      setAlert(t('inv.fix'));
      return;
    }
    setBusy(true);
    try {
      await call(
        billsApi.addBillInvoice,
        { id: bill.id, version: bill.version, invoice: toInvoiceInput(d, bill.currency) },
        { toast: false },
      );
      toast.success(t('bill.invoiceAdded', { ns: 'contract' }));
      void client.invalidateQueries({ queryKey: [BILLS_KEY] });
      onClose();
    } catch (e) {
      setAlert(e instanceof Error ? e.message : String(e));
      if (isApiError(e)) {
        const fields: InvoiceErrors = {};
        for (const [path, message] of Object.entries(e.fields)) {
          const name = path.replace(/^invoice\./, '') as keyof InvoiceDraft;
          fields[name === ('fileId' as keyof InvoiceDraft) ? 'files' : name] = message;
        }
        setServer(fields);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('inv.title', { number: bill.number })}
      intro={t('inv.intro', { amount: formatMoney(bill.amount, bill.currency) })}
      maxWidth={720}
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
        <div style={gridStyle}>
          <FormField label={t('inv.kind')} required>
            <Select
              value={d.kind}
              onChange={(_, v) =>
                set({
                  kind: v.value as InvoiceDraft['kind'],
                  // A commercial invoice's tax is the supplier's to state (0 by default).
                  taxTyped: v.value === 'commercial',
                  taxAmount: v.value === 'commercial' ? '0' : d.taxAmount,
                })
              }
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`enum.invoiceKind.${k}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {fapiao ? (
            <FormField label={t('inv.form')}>
              <RadioGroup
                layout="horizontal"
                value={d.paper ? 'paper' : 'digital'}
                onChange={(_, v) => set({ paper: v.value === 'paper' })}
              >
                <Radio value="digital" label={t('inv.digital')} />
                <Radio value="paper" label={t('inv.paper')} />
              </RadioGroup>
            </FormField>
          ) : (
            <FormField label={t('f.currency')}>
              <Input value={bill.currency} readOnly />
            </FormField>
          )}
          {fapiao && d.paper ? (
            <FormField label={t('inv.code')} required hint={t('inv.codeHint')} error={errors.code}>
              <Input
                inputMode="numeric"
                maxLength={12}
                value={d.code}
                onChange={(_, v) => set({ code: v.value })}
              />
            </FormField>
          ) : null}
          <FormField
            label={t('inv.number')}
            required
            hint={fapiao ? t(d.paper ? 'inv.paperNumberHint' : 'inv.digitalNumberHint') : undefined}
            error={errors.number}
          >
            <Input
              inputMode={fapiao ? 'numeric' : 'text'}
              maxLength={fapiao ? 20 : 40}
              value={d.number}
              onChange={(_, v) => set({ number: v.value })}
            />
          </FormField>
          <FormField label={t('inv.date')} required error={errors.date}>
            <DateInput value={d.date} onChange={(v) => set({ date: v ?? '' })} />
          </FormField>
          <FormField label={t('inv.amount')} required error={errors.amount}>
            <Input
              inputMode="decimal"
              value={d.amount}
              onChange={(_, v) => set({ amount: v.value })}
            />
          </FormField>
          {fapiao ? (
            <FormField label={t('inv.taxRate')} required hint={t('inv.taxRateHint')}>
              <Select value={d.taxRate} onChange={(_, v) => set({ taxRate: v.value })}>
                {FAPIAO_TAX_RATES.map((r) => (
                  <option key={r} value={String(r)}>
                    {t('inv.rate', { rate: r })}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : null}
          <FormField
            label={t('inv.taxAmount')}
            required
            hint={fapiao ? t('inv.taxHint') : undefined}
            error={errors.taxAmount}
          >
            <Input
              inputMode="decimal"
              value={d.taxAmount}
              onChange={(_, v) => set({ taxAmount: v.value, taxTyped: true })}
            />
          </FormField>
          <FormField label={t('inv.total')} required error={errors.total}>
            <Input
              inputMode="decimal"
              value={d.total}
              onChange={(_, v) => set({ total: v.value, totalTyped: true })}
            />
          </FormField>
        </div>
        {/* The upload names its own file input; the field only carries the message. */}
        <FormField error={errors.files}>
          <div>
            <FileUpload
              label={t(fapiao ? 'inv.fileFapiao' : 'inv.file')}
              purpose="general"
              files={d.files}
              multiple={false}
              onChange={(files) => set({ files: files.slice(-1) })}
              onUploadingChange={setUploading}
            />
          </div>
        </FormField>
        {alert ? <InlineAlert>{alert}</InlineAlert> : null}
        <Row>
          <Button type="submit" appearance="primary" disabled={busy}>
            {t('inv.submit')}
          </Button>
          <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
        </Row>
      </form>
    </FormDialog>
  );
}
