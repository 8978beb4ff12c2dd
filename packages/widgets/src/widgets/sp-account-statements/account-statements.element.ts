import { defineElementMeta } from '../../elements/element-meta';
import { LIST_PARTS } from '../../theme/parts';

export const accountStatementsElement = defineElementMeta({
  tag: 'sp-account-statements',
  module: 'widgets/sp-account-statements/account-statements.tsx',
  description:
    "Statements of account. The supplier's side: its statements (number, period, opening and closing balance, state, differences, disputed lines); a statement shows the buyer's lines with running balances beside the portal bills they name, the supplier's own uploaded lines and the differences (missing on one side, amounts differ, a bill's amount differs, an unknown bill, a bill of the period missing), and is confirmed (after a confirmation naming the closing balance) or disputed line by line with a reason; with view=upload the supplier downloads the template, uploads its side and reads the row report. The buyer's statement management: every supplier's statements with both sides, differences and dispute reasons.",
  attributes: [
    {
      name: 'side',
      type: 'string',
      description: 'Whose screens: supplier (default) or buyer (statement management).',
    },
    {
      name: 'statement-id',
      type: 'string',
      description: 'The statement to show; without it the list is shown.',
    },
    {
      name: 'view',
      type: 'string',
      description: "upload: the supplier's side upload of the statement (instead of its page).",
    },
    {
      name: 'links',
      type: 'json',
      description:
        'Where a statement opens, its upload page and the list: {"detail": "/sup/accountStatement/index?id={id}", "upload": "/sup/accountStatement/addOffer?id={id}", "list": "/sup/accountStatement/index"}. Unbound links open in place.',
    },
  ],
  refs: {
    detail: "A statement's page (its number links there).",
    upload: "The supplier's side upload of a statement.",
    list: 'The statement list (Back).',
  },
  parts: [...LIST_PARTS, 'detail'],
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description: "A statement is opened; with a bound `detail` link the page's navigate follows.",
      detail: '{ id: string }',
    },
  ],
  load: () => import('./account-statements'),
});

export default accountStatementsElement;
