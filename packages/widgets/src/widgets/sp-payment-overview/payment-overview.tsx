// sp-payment-overview: the supplier's payment overview (/sup/payment/index; issue 16,
// docs/decisions/2026-11-28-payments.md). Its company's payment data as the buyer's ERP sent it
// (each payment term explained in a tooltip), receivables by age bucket and paid versus due per
// month as charts with a table behind each, and where each submitted bill stands. The charts and
// their library are a chunk of their own, loaded only here.
import { Suspense, lazy, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@portal/contract';
import { token } from '../../kit/css-token';
import { DetailPending } from '../../kit/detail-pending';
import { LoadingBlock } from '../../kit/loading-block';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { PaymentBills } from './payment-bills';
import { PaymentSummary } from './payment-summary';
import { PAYMENT_KEY, PAYMENT_NS } from './payment-text';

const PaymentCharts = lazy(() => import('./payment-charts'));

const wrapStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalXL'),
};

export type PaymentOverviewProps = Record<string, never>;

function PaymentOverviewView() {
  const { t } = useT([PAYMENT_NS, 'common']);
  const query = useQuery({
    queryKey: [PAYMENT_KEY, 'overview'],
    queryFn: ({ signal }) => call(paymentsApi.getPaymentOverview, {}, { signal, toast: false }),
  });
  if (query.isPending || query.isError) {
    return (
      <DetailPending
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        style={wrapStyle}
      />
    );
  }
  const overview = query.data.data;
  return (
    <div style={wrapStyle}>
      <section aria-labelledby="payment-company">
        <h2 id="payment-company">{t('company.title')}</h2>
        <PaymentSummary overview={overview} />
      </section>
      <Suspense fallback={<LoadingBlock label={t('charts.loading')} />}>
        <PaymentCharts overview={overview} />
      </Suspense>
      <PaymentBills />
    </div>
  );
}

export const PaymentOverview = withQuery(PaymentOverviewView);

export default PaymentOverview;
