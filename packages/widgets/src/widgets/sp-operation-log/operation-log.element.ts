import { defineElementMeta } from '../../elements/element-meta';

export const operationLogElement = defineElementMeta({
  tag: 'sp-operation-log',
  module: 'widgets/sp-operation-log/operation-log.tsx',
  description:
    "The operation log: who signed in, out, added, changed, deleted or looked up what, from which IP and MAC address and when, newest first, filtered by type, account, days and text. A buyer's rows name their company (picking one narrows the list); a name opens the entry with the record before and after its change; Export downloads the filtered rows as xlsx (the export is logged). Needs the sys:log:list permission; a supplier administrator sees its own company's entries only.",
  attributes: [
    {
      name: 'company-id',
      type: 'string',
      description: "Show only this company's entries (a buyer's page about one supplier).",
    },
  ],
  events: [
    {
      name: 'sp-open',
      prop: 'onOpen',
      description: 'An entry was opened from the list.',
      detail: '{ id: string }',
    },
  ],
  load: () => import('./operation-log'),
});

export default operationLogElement;
