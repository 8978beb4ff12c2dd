// The buyer's view of a confirmed transport order's domestic waybills, under its inquiry
// (/hna/pdDemandInquiry/index): each waybill's state, consignee, premium and sign-for, its
// exceptions (damage, delay, loss) with their photos, and a feedback box on each exception not yet
// answered. The server keeps one feedback per exception (409 after it).
import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { domesticWaybillsApi, type WaybillException } from '@portal/contract';
import { FilePreview } from '../../kit/file-preview';
import { InlineAlert, Row } from '../../kit/form-layout';
import { call } from '../../runtime/http';
import { formatDateTime, formatMoney } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { headingStyle } from './supplier-quote';
import { TRANSPORT_NS } from './transport-text';

function Feedback({ x, onDone }: { x: WaybillException; onDone: () => void }) {
  const { t } = useT(TRANSPORT_NS);
  const [text, setText] = useState('');
  const save = async () => {
    try {
      await call(domesticWaybillsApi.giveWaybillFeedback, {
        exceptionId: x.id,
        version: x.version,
        feedback: text,
      });
      toast.success(t('waybill.feedbackSaved'));
    } catch {
      // The http client has toasted the server's message.
    } finally {
      onDone();
    }
  };
  return (
    <Row>
      <Field label={t('waybill.feedback')}>
        <Input value={text} onChange={(_, d) => setText(d.value)} />
      </Field>
      <Button disabled={!text.trim()} onClick={() => void save()}>
        {t('waybill.sendFeedback')}
      </Button>
    </Row>
  );
}

export function OrderWaybills({ inquiryId }: { inquiryId: string }) {
  const { t } = useT(TRANSPORT_NS);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['transport-inquiry', 'waybills', inquiryId],
    queryFn: async () => (await call(domesticWaybillsApi.listBuyerWaybills, { inquiryId })).data,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['transport-inquiry'] });
  if (query.isPending) return null;
  if (query.isError) return <InlineAlert>{t('loadFailed')}</InlineAlert>;
  return (
    <section aria-label={t('waybill.title')}>
      <h3 style={headingStyle}>{t('waybill.title')}</h3>
      {query.data.length === 0 && <p>{t('waybill.none')}</p>}
      {query.data.map((w) => (
        <article key={w.id}>
          <p>
            <strong>{w.number}</strong> · {t(`waybill.state.${w.state}`)} · {w.consignee.name} ·{' '}
            {t('waybill.premium', { premium: formatMoney(w.premium, w.currency) })}
            {w.signFor &&
              ` · ${t('waybill.signed', { who: w.signFor.signedBy, at: formatDateTime(w.signFor.signedAt) })}`}
          </p>
          {w.signFor && (
            <div role="group" aria-label={t('waybill.proof')}>
              <FilePreview file={w.signFor.proof} />
            </div>
          )}
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {w.exceptions.map((x) => (
              <li key={x.id}>
                <strong>{t(`waybill.kind.${x.kind}`)}</strong> · {x.description} ·{' '}
                {formatDateTime(x.reportedAt)}
                {x.photos.length > 0 && (
                  <div role="group" aria-label={t('waybill.photos')}>
                    {x.photos.map((p) => (
                      <FilePreview key={p.id} file={p} />
                    ))}
                  </div>
                )}
                {x.feedback ? (
                  <div>
                    {t('waybill.answered', { feedback: x.feedback, who: x.feedbackByName })}
                  </div>
                ) : (
                  <Feedback x={x} onDone={refresh} />
                )}
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
