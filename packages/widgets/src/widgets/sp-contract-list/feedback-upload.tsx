// "Answer by spreadsheet" on the supplier's contract list
// (docs/decisions/2026-11-27-contract-feedback-upload.md): the kit's BatchUpload with the feedback
// template (one row per line of the contracts waiting for an answer) and the upload, then what was
// applied, contract by contract; closing after an upload that answered something refetches the
// list.
import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { contractsApi, type CallAnswer } from '@portal/contract';
import { BatchUpload } from '../../kit/batch-upload';
import { token } from '../../kit/css-token';
import { FormDialog } from '../../kit/form-dialog';
import { invalidateResource } from '../../kit/resource/invalidate';
import { queryClient } from '../../runtime/query-client';
import { useT } from '../../runtime/i18n';
import { CONTRACTS_NS } from '../../contracts/contract-text';

type FeedbackAnswer = CallAnswer<typeof contractsApi.uploadContractFeedback>['data'];

export function FeedbackUpload({ resourceName }: { resourceName: string }) {
  const { t, lang } = useT([CONTRACTS_NS, 'common']);
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<FeedbackAnswer | null>(null);
  const close = () => {
    if (result?.applied.length) void invalidateResource(queryClient, { name: resourceName });
    setOpen(false);
    setResult(null);
  };
  return (
    <>
      <Button icon={<ArrowUploadRegular />} onClick={() => setOpen(true)}>
        {t('feedback.button')}
      </Button>
      {open ? (
        <FormDialog title={t('feedback.title')} onClose={close} maxWidth={720}>
          <div style={{ display: 'grid', gap: token('spacingVerticalM') }}>
            <p style={{ margin: 0 }}>{t('feedback.intro')}</p>
            <BatchUpload
              route={contractsApi.uploadContractFeedback}
              input={{}}
              template={{
                route: contractsApi.contractFeedbackTemplate,
                input: { lang },
                fileName: lang === 'zh' ? '合同反馈模板.xlsx' : 'contract-feedback-template.xlsx',
              }}
              accept={['xlsx']}
              label={t('feedback.uploadLabel')}
              onUploaded={setResult}
            />
            {result ? (
              <div role="status" style={{ display: 'grid', gap: 4 }}>
                <p style={{ margin: 0, fontWeight: 600 }}>
                  {t('feedback.summary', { count: result.applied.length })}
                </p>
                {result.applied.length ? (
                  <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
                    {result.applied.map((a) => (
                      <li key={a.contractNumber}>
                        {t('feedback.applied', {
                          number: a.contractNumber,
                          rows: a.rows.join(', '),
                          state: t(`enum.contractState.${a.state}`, { ns: 'common' }),
                        })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={close}>{t('feedback.close')}</Button>
            </div>
          </div>
        </FormDialog>
      ) : null}
    </>
  );
}
