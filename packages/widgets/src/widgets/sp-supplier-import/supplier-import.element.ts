import { defineElementMeta } from '../../elements/element-meta';

export const supplierImportElement = defineElementMeta({
  tag: 'sp-supplier-import',
  module: 'widgets/sp-supplier-import/supplier-import.tsx',
  description:
    "Bulk import of suppliers: download the xlsx template (headers in Chinese and English, lists for the coded columns, an instructions sheet), upload it filled in with progress, then the server's row-by-row report: the suppliers created (admitted, each administrator e-mailed a link to set a password) and the rows refused with the reason.",
  attributes: [],
  events: [
    {
      name: 'sp-suppliers-imported',
      prop: 'onImported',
      description: 'After an upload, with the suppliers it created (an empty list when none).',
      detail:
        '{ row: number; id: string; code: string; companyName: string; account: string; email: string }[]',
    },
  ],
  load: () => import('./supplier-import'),
});

export default supplierImportElement;
