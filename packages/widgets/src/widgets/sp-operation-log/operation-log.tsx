// sp-operation-log: who did what, from where and when (/sys/log for the buyer, /sup/sys/log for a
// supplier administrator; docs/product-rules.md#operation-log). The kit's list of the entries,
// newest first, with its filters; a buyer's rows name their company, and picking one narrows the
// list to it. A name opens the entry in a dialog with what the change changed, before and after;
// Export downloads the current filter's rows as xlsx. The server decides whose entries a caller
// reads: a supplier's list is its own company's whatever the widget sends.
import { useMemo, useState, type CSSProperties } from 'react';
import { Button, Link } from '@fluentui/react-components';
import { ArrowDownloadRegular, DismissRegular } from '@fluentui/react-icons';
import { operationLogApi, operationLogItemText } from '@portal/contract';
import { ClickGuardButton } from '../../kit/click-guard-button';
import { withConfirm } from '../../kit/confirm-dialog';
import { token } from '../../kit/css-token';
import { downloadGenerated } from '../../kit/download-url';
import { FormDialog } from '../../kit/form-dialog';
import { InlineAlert } from '../../kit/form-layout';
import { ListBody, ListPager, ResourceDetail, useResourceList } from '../../kit/resource';
import { ListFilters } from '../../kit/resource/list-filters';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { useSession } from '../../runtime/session';
import { operationLogEntryResource, operationLogResource } from './operation-log-resource';
import { OPERATION_LOG_NS } from './operation-log-text';

export interface OperationLogProps {
  /** Show only this company's entries (attribute `company-id`; a buyer's page). */
  companyId?: string;
  onOpen?: (detail: { id: string }) => void;
}

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
  minWidth: 0,
};
const toolbar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: token('spacingHorizontalM'),
};

/** The list call's filters, without its paging, as the export takes them. */
function exportFilters(params: Record<string, unknown>) {
  const { current: _c, size: _s, sort: _o, ...filters } = params;
  const kept = Object.entries(filters).filter(([, v]) => v !== undefined && v !== '');
  return Object.fromEntries(kept.map(([k, v]) => [k, String(v)]));
}

function OperationLogView({ companyId, onOpen }: OperationLogProps) {
  const { t, lang } = useT([OPERATION_LOG_NS, 'common']);
  const buyer = useSession()?.user?.companyKind === 'buyer';
  const [company, setCompany] = useState<{ id: string; name: string } | undefined>();
  const [openId, setOpenId] = useState<string | undefined>();
  const resource = useMemo(
    () =>
      operationLogResource({
        companies: buyer,
        companyCell: (row) =>
          row.companyId && row.companyName ? (
            <Link
              as="button"
              title={t('company.pick', { name: row.companyName })}
              onClick={() => setCompany({ id: row.companyId!, name: row.companyName! })}
            >
              {row.companyName}
            </Link>
          ) : (
            '—'
          ),
        itemCell: (row) => <span title={row.item}>{operationLogItemText(row.item, lang)}</span>,
        open: (row) => {
          onOpen?.({ id: row.id });
          setOpenId(row.id);
        },
      }),
    [buyer, onOpen, t, lang],
  );
  const chosen = company?.id ?? companyId;
  const input = useMemo(() => (chosen ? { companyId: chosen } : {}), [chosen]);
  const list = useResourceList(resource, { input, stateKey: 'operation-log' });
  // The server counts a few pages ahead and stops there (docs/product-rules.md#operation-log) and
  // says so (`totalCapped`): the pager then reads "more than", and this note says why.
  const capped = list.totalCapped;

  const exportRows = () =>
    downloadGenerated({
      route: operationLogApi.exportOperationLogs,
      input: { ...exportFilters(list.params as Record<string, unknown>), lang },
      fileName: `${t('title')}.xlsx`,
    }).catch(() => undefined);

  return (
    <section aria-label={list.title} part="list" style={stack}>
      <div style={toolbar}>
        {company ? (
          <Button
            size="small"
            icon={<DismissRegular />}
            iconPosition="after"
            title={t('company.clear')}
            onClick={() => setCompany(undefined)}
          >
            {t('company.active', { name: company.name })}
          </Button>
        ) : null}
        <ClickGuardButton
          icon={<ArrowDownloadRegular />}
          title={t('export.hint')}
          disabled={!list.rows.length}
          onClick={exportRows}
        >
          {t('export.button')}
        </ClickGuardButton>
      </div>
      <ListFilters
        filters={list.filters}
        values={list.state.filters}
        onChange={list.setFilter}
        onSort={list.setSort}
        onReset={list.reset}
        canReset={list.filtered}
        t={list.t}
        ns={list.ns}
      />
      <ListBody list={list} emptyHint={t('empty')} />
      <ListPager list={list} />
      {capped ? (
        <InlineAlert intent="info">{t('totalCapped', { count: list.total })}</InlineAlert>
      ) : null}
      {openId ? (
        <FormDialog title={t('detail.title')} maxWidth={760} onClose={() => setOpenId(undefined)}>
          <ResourceDetail
            resource={operationLogEntryResource}
            id={openId}
            toolbar={(entry) =>
              entry.truncated ? (
                <InlineAlert intent="warning">{t('detail.truncated')}</InlineAlert>
              ) : null
            }
          />
          <div style={{ ...toolbar, marginTop: token('spacingVerticalM') }}>
            <Button appearance="primary" onClick={() => setOpenId(undefined)}>
              {t('detail.close')}
            </Button>
          </div>
        </FormDialog>
      ) : null}
    </section>
  );
}

export const OperationLog = withQuery(withConfirm(OperationLogView));
export default OperationLog;
