// Fixture answers of the bulk supplier import: a file of five rows, three created and two refused
// (an invalid e-mail, a blacklisted tax ID), or a file that is not the template.
import { templateHandler } from './upload-fixtures';
import {
  formatMessage,
  supplierImportApi,
  toLanguage,
  type ImportedSupplier,
} from '@portal/contract';
import type { MockApi } from './mock-api';
import { failure, ok } from './fixtures';

export interface SupplierImportFixtureOptions {
  badFile?: boolean;
}

export const fixtureImported: ImportedSupplier[] = [
  {
    row: 3,
    id: 'sup-21',
    code: 'S200021',
    companyName: '华东航材有限公司',
    account: 'huadong.admin',
    email: 'admin@huadong.example',
  },
  {
    row: 4,
    id: 'sup-22',
    code: 'S200022',
    companyName: 'Skyline Components Inc.',
    account: 'skyline.admin',
    email: 'it@skyline.example',
  },
  {
    row: 6,
    id: 'sup-23',
    code: 'S200023',
    companyName: '顺达航空物流有限公司',
    account: 'shunda.admin',
    email: 'ops@shunda.example',
  },
];

export function supplierImportHandlers(
  api: MockApi,
  opts: SupplierImportFixtureOptions = {},
): void {
  templateHandler(api, supplierImportApi.importTemplate);
  api.on(supplierImportApi.importSuppliers, (req) => {
    const lang = toLanguage(req.headers['Accept-Language']);
    if (opts.badFile) return [400, failure(400, formatMessage(lang, 'batch.badFile'))];
    return [
      200,
      ok({
        rowsRead: 5,
        created: fixtureImported,
        errors: [
          { row: 5, column: 'email', message: formatMessage(lang, 'register.emailRule') },
          { row: 7, column: 'taxId', message: formatMessage(lang, 'register.blacklisted') },
        ],
      }),
    ];
  });
}
