// The two bargaining answers that take input: a new price (required, with remarks) for one round,
// or a decline (remarks optional) for one round or several. A failure shows inside the dialog and
// keeps what was typed; success closes it.
import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Textarea,
} from '@fluentui/react-components';
import { AMOUNT_MAX, type BargainingRow, type MessageKey } from '@portal/contract';
import { token } from '../../kit/css-token';
import { messageText } from '../../kit/file-upload-text';
import { FormField } from '../../kit/form-field';
import { InlineAlert } from '../../kit/form-layout';
import { formatMoney } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { BARGAINING_NS } from './bargaining-panel-text';

export type RoundDialogRequest =
  { mode: 'answer'; round: BargainingRow } | { mode: 'decline'; rounds: BargainingRow[] };

export interface RoundDialogProps {
  request: RoundDialogRequest;
  onClose: () => void;
  /** Resolves with the failure to show, or null when done. */
  onSubmit: (values: { price?: number; remarks: string }) => Promise<string | null>;
}

/** The contract's amount rule (positive, at most 4 decimals) for a typed price. */
export function priceIssue(text: string): MessageKey | null {
  const raw = text.replace(/[,\s]/g, '');
  if (!raw) return 'bargaining.priceRequired';
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > AMOUNT_MAX || !/^\d+(\.\d{1,4})?$/.test(raw))
    return 'quote.amountRange';
  return null;
}

// Fluent's own variables recoloured, as the kit's confirm dialog does for destructive actions.
const dangerStyle = {
  '--colorBrandBackground': token('colorStatusDangerBackground3'),
  '--colorBrandBackgroundHover': token('colorStatusDangerBackground3Hover'),
  '--colorBrandBackgroundPressed': token('colorStatusDangerBackground3Pressed'),
} as CSSProperties;

export function RoundDialog({ request, onClose, onSubmit }: RoundDialogProps) {
  const { t } = useT([BARGAINING_NS, 'contract']);
  const formId = useId();
  const [price, setPrice] = useState('');
  const [remarks, setRemarks] = useState('');
  const [priceError, setPriceError] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const answer = request.mode === 'answer';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const issue = answer ? priceIssue(price) : null;
    setPriceError(issue);
    if (issue) return;
    setBusy(true);
    setFailure('');
    const problem = await onSubmit({
      price: answer ? Number(price.replace(/[,\s]/g, '')) : undefined,
      remarks: remarks.trim(),
    });
    setBusy(false);
    if (problem) setFailure(problem);
    else onClose();
  };

  let title: string;
  let context: string;
  if (request.mode === 'answer') {
    const r = request.round;
    title = t('answer.title', { no: r.itemNo });
    context = t('answer.context', {
      price: formatMoney(r.price, r.currency),
      last: formatMoney(r.lastPrice, r.currency),
    });
  } else {
    const [first] = request.rounds;
    title =
      request.rounds.length === 1 && first
        ? t('decline.title', { no: first.itemNo })
        : t('decline.titleMany', { count: request.rounds.length });
    context = t('decline.body');
  }

  return (
    <Dialog
      open
      modalType={answer ? 'modal' : 'alert'}
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface>
        <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: token('spacingVerticalM') }}>
              <span>{context}</span>
              {request.mode === 'answer' ? (
                <FormField
                  label={t('answer.price', { currency: request.round.currency })}
                  required
                  error={priceError}
                >
                  <Input
                    value={price}
                    inputMode="decimal"
                    onChange={(_, d) => {
                      setPrice(d.value);
                      if (priceError) setPriceError(priceIssue(d.value));
                    }}
                  />
                </FormField>
              ) : null}
              <FormField label={answer ? t('answer.remarks') : t('decline.remarks')}>
                <Textarea
                  value={remarks}
                  maxLength={500}
                  resize="vertical"
                  onChange={(_, d) => setRemarks(d.value)}
                />
              </FormField>
              <InlineAlert>{failure ? messageText(t, failure) : null}</InlineAlert>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={busy}
                style={answer ? undefined : dangerStyle}
              >
                {answer ? t('answer.send') : t('decline.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
