// sp-account-statements: statements of account (docs/product-rules.md#account-statements;
// docs/decisions/2026-11-28-account-statements.md). The supplier's (/sup/accountStatement/index)
// lists its statements; a statement shows the buyer's lines beside its bills and its own uploaded
// side with the differences, and is confirmed or disputed line by line; the upload of its side is
// /sup/accountStatement/addOffer?id= (view "upload"). The buyer's statement management
// (/hna/accountStatement/index) sees every supplier's statements, differences and disputes.
import { useEffect, useState } from 'react';
import { InlineAlert } from '../../kit/form-layout';
import { withConfirm } from '../../kit/confirm-dialog';
import { linkHref, navigateTo, type LinkBindings } from '../../kit/links';
import { useListOrDetail } from '../../kit/use-list-or-detail';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import {
  STATEMENT_VIEW_SIDES,
  StatementList,
  statementLinks,
  type StatementViewSide,
} from './statement-list';
import { StatementPage } from './statement-page';
import { StatementUpload } from './statement-upload';
import { STATEMENTS_NS } from './statements-text';

export { statementLinks };

export interface AccountStatementsProps {
  /** Whose screens (attribute `side`): supplier (default) or buyer (statement management). */
  side?: string;
  /** The statement to show (attribute `statement-id`); none: the list. */
  statementId?: string;
  /** `upload` (attribute `view`): the supplier's side upload of the statement; else its page. */
  view?: string;
  links?: LinkBindings<typeof statementLinks>;
  onOpen?: (detail: { id: string }) => void;
}

const isSide = (v: unknown): v is StatementViewSide =>
  (STATEMENT_VIEW_SIDES as readonly unknown[]).includes(v);

function AccountStatementsView({
  side = 'supplier',
  statementId,
  view,
  links,
  onOpen,
}: AccountStatementsProps) {
  const { t } = useT(STATEMENTS_NS);
  const shown = useListOrDetail({ id: statementId, links, detailRef: 'detail', onOpen });
  // Upload opened from a statement where the page binds no upload link: in place.
  const [uploading, setUploading] = useState<string>();
  // The pages confirm and toast: the toaster is mounted before (runtime/toast.ts says why).
  useEffect(() => preloadToaster(), []);
  if (!isSide(side)) return <InlineAlert>{t('badSide', { side: String(side) })}</InlineAlert>;
  const uploadId = side === 'supplier' ? (view === 'upload' ? shown.shown : uploading) : undefined;
  if (uploadId) {
    return (
      <StatementUpload
        id={uploadId}
        backHref={links?.detail ? linkHref(links, 'detail', { id: uploadId }) : shown.backHref}
        onBack={() => {
          setUploading(undefined);
          const href = linkHref(links, 'detail', { id: uploadId });
          if (href) navigateTo(href);
          else if (view === 'upload') shown.back();
        }}
      />
    );
  }
  if (shown.shown) {
    return (
      <StatementPage
        side={side}
        id={shown.shown}
        backHref={shown.backHref}
        onBack={shown.back}
        onUpload={
          side === 'supplier'
            ? (d) => {
                const href = linkHref(links, 'upload', { id: d.id });
                if (href) navigateTo(href);
                else setUploading(d.id);
              }
            : undefined
        }
      />
    );
  }
  return (
    <StatementList
      side={side}
      href={shown.href}
      open={shown.open}
      intro={
        view === 'upload' && side === 'supplier' ? (
          <InlineAlert intent="info">{t('upload.choose')}</InlineAlert>
        ) : undefined
      }
    />
  );
}

export const AccountStatements = withQuery(withConfirm(AccountStatementsView));

export default AccountStatements;
