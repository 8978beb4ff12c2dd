// What a detail view shows until its record is there: its back link, then a skeleton while it
// loads, or the reason it did not load and a Retry button. One condition keeps TypeScript's
// narrowing of the record in the caller:
//
//   if (query.loading || query.error || !data)
//     return <DetailPending back={back} loading={query.loading} …>{t('notFound')}</DetailPending>;
import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../runtime/i18n';
import { LoadFailed } from './load-failed';
import { LoadingBlock } from './loading-block';

export interface DetailPendingProps {
  /** The view's back link, which stays while it loads and when it fails. */
  back?: ReactNode;
  loading: boolean;
  error?: { message: string } | null;
  onRetry: () => void;
  /** Why nothing is shown, before the server's message; without it, the server's message alone. */
  children?: ReactNode;
  /** The view's own layout, so the page does not jump when the record arrives. */
  style: CSSProperties;
}

export function DetailPending({
  back,
  loading,
  error,
  onRetry,
  children,
  style,
}: DetailPendingProps) {
  const { t } = useT('common');
  return (
    <div style={style}>
      {back}
      {loading ? (
        <LoadingBlock label={t('loading')} rows={6} rowHeight={32} />
      ) : (
        <LoadFailed layout="stack" onRetry={onRetry}>
          {children ? (
            <>
              {children} {error?.message}
            </>
          ) : (
            (error?.message ?? t('kit.form.loadFailed'))
          )}
        </LoadFailed>
      )}
    </div>
  );
}
