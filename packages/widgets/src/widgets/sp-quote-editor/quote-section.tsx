// The quote's own fields below the lines: remarks to the buyer, attachments, and batch fill from
// the xlsx template (whose lines are merged into the editor, not saved).
import { memo, useState, type Dispatch } from 'react';
import { Button, Textarea } from '@fluentui/react-components';
import { inquiryApi, type InquiryItem, type UploadedFile } from '@portal/contract';
import { BatchUpload } from '../../kit/batch-upload';
import { token } from '../../kit/css-token';
import { FileUpload } from '../../kit/file-upload';
import { messageText } from '../../kit/file-upload-text';
import { FormField } from '../../kit/form-field';
import { useT } from '../../runtime/i18n';
import type { EditorAction } from './quote-editor-state';
import { QUOTE_NS } from './quote-editor-text';
import { isLineField } from './quote-line-form';

export interface QuoteSectionProps {
  inquiryId: string;
  items: readonly InquiryItem[];
  remarks: string;
  remarksError?: string;
  attachments: UploadedFile[];
  readOnly: boolean;
  dispatch: Dispatch<EditorAction>;
  onBatchMerged: (count: number, fileName: string) => void;
}

export const QuoteSection = memo(function QuoteSection({
  inquiryId,
  items,
  remarks,
  remarksError,
  attachments,
  readOnly,
  dispatch,
  onBatchMerged,
}: QuoteSectionProps) {
  const { t } = useT([QUOTE_NS, 'contract']);
  const [showBatch, setShowBatch] = useState(false);
  return (
    <section
      aria-label={t('quote.section')}
      style={{ display: 'grid', gap: token('spacingVerticalM') }}
    >
      <FormField label={t('quote.remarks')} error={remarksError}>
        <Textarea
          value={remarks}
          maxLength={2000}
          disabled={readOnly}
          resize="vertical"
          onChange={(_, d) => dispatch({ type: 'remarks', value: d.value })}
        />
      </FormField>
      <FileUpload
        label={t('quote.attachments')}
        purpose="quote"
        files={attachments}
        disabled={readOnly}
        onChange={(files) => dispatch({ type: 'attachments', files })}
      />
      {readOnly ? null : (
        <div style={{ display: 'grid', gap: token('spacingVerticalS') }}>
          <div>
            <Button
              appearance="secondary"
              aria-expanded={showBatch}
              onClick={() => setShowBatch((v) => !v)}
            >
              {t('quote.batch')}
            </Button>
          </div>
          {showBatch ? (
            <BatchUpload
              route={inquiryApi.uploadQuoteLines}
              input={{ inquiryId }}
              template={{
                route: inquiryApi.quoteTemplate,
                input: { inquiryId },
                fileName: 'quote.xlsx',
              }}
              label={t('quote.batchLabel')}
              columnLabel={(c) => (isLineField(c) ? t(`field.${c}`) : messageText(t, c))}
              onUploaded={(data, file) => {
                // Rows for items this inquiry does not have were reported by the server already.
                const known = new Set(items.map((i) => i.id));
                const lines = data.lines.filter((l) => known.has(l.itemId));
                dispatch({ type: 'merge', lines });
                onBatchMerged(lines.length, file.name);
              }}
            />
          ) : null}
        </div>
      )}
    </section>
  );
});
