// The supplier's side of a statement (/sup/accountStatement/addOffer?id=): the kit's BatchUpload
// with the statement's template (filled with the last upload or the supplier's bills of the
// period) and the row report; after an upload the differences are worked out again below.
import { useQueryClient } from '@tanstack/react-query';
import { accountStatementsApi, type CallAnswer } from '@portal/contract';
import { BackLink } from '../../kit/back-link';
import { BatchUpload } from '../../kit/batch-upload';
import { token } from '../../kit/css-token';
import { DetailPending } from '../../kit/detail-pending';
import { InlineAlert } from '../../kit/form-layout';
import { useT } from '../../runtime/i18n';
import { useState } from 'react';
import { useStatement } from './statement-page';
import { headingStyle, sectionStyle, wrapStyle } from './statement-styles';
import { Differences } from './statement-tables';
import { STATEMENTS_KEY, STATEMENTS_NS } from './statements-text';

type UploadAnswer = CallAnswer<typeof accountStatementsApi.uploadStatement>['data'];

export interface StatementUploadProps {
  id: string;
  backHref?: string;
  onBack: () => void;
}

export function StatementUpload({ id, backHref, onBack }: StatementUploadProps) {
  const { t } = useT([STATEMENTS_NS, 'common']);
  const client = useQueryClient();
  const query = useStatement('supplier', id);
  const [done, setDone] = useState<UploadAnswer | null>(null);
  const back = (
    <BackLink href={backHref} onBack={onBack}>
      {t('page.back')}
    </BackLink>
  );
  if (query.isPending || query.isError) {
    return (
      <DetailPending
        back={back}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        style={wrapStyle}
      />
    );
  }
  const d = query.data.data;
  const columnLabel = (column: string) => t(`col.${column}`, { defaultValue: column });
  return (
    <div part="detail" style={wrapStyle}>
      {back}
      <h2 style={{ ...headingStyle, fontSize: token('fontSizeBase500') }}>
        {t('upload.title', { number: d.number })}
      </h2>
      {d.actions.includes('upload') ? (
        <>
          <p style={{ margin: 0 }}>{t('upload.intro')}</p>
          <BatchUpload
            route={accountStatementsApi.uploadStatement}
            input={{ id: d.id, version: d.version }}
            template={{
              route: accountStatementsApi.statementTemplate,
              input: { id: d.id },
              fileName: t('upload.fileName', { number: d.number }),
            }}
            accept={['xlsx']}
            label={t('upload.label')}
            columnLabel={columnLabel}
            onUploaded={(answer) => {
              setDone(answer.errors.length ? null : answer);
              if (!answer.errors.length)
                void client.invalidateQueries({ queryKey: [STATEMENTS_KEY] });
            }}
          />
          {done ? (
            <InlineAlert intent="success">{t('upload.done', { count: done.applied })}</InlineAlert>
          ) : null}
        </>
      ) : (
        <InlineAlert intent="info">{t('upload.notAllowed')}</InlineAlert>
      )}
      <section style={sectionStyle}>
        <h3 style={headingStyle}>{t('page.differences')}</h3>
        <Differences d={d} t={t} />
      </section>
    </div>
  );
}
