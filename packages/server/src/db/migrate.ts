// Runs the numbered migrations. The provider is static (imports, not a folder scan) so it works the
// same under tsx, vitest and a bundler.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.ts';
import * as m0001 from './migrations/0001-initial.ts';
import * as m0002 from './migrations/0002-inquiries.ts';
import * as m0003 from './migrations/0003-files.ts';
import * as m0004 from './migrations/0004-suppliers.ts';
import * as m0005 from './migrations/0005-password-reset.ts';
import * as m0006 from './migrations/0006-supplier-profile.ts';
import * as m0007 from './migrations/0007-supplier-lists.ts';
import * as m0009 from './migrations/0009-supplier-quality.ts';
import * as m0010 from './migrations/0010-supplier-audits.ts';
import * as m0008 from './migrations/0008-supplier-import.ts';
import * as m0011 from './migrations/0011-customer-relations.ts';
import * as m0012 from './migrations/0012-retired-refresh-tokens.ts';
import * as m0013 from './migrations/0013-download-tickets.ts';
import * as m0014 from './migrations/0014-domestic-from-country.ts';
import * as m0015 from './migrations/0015-rejected-tax-id-free.ts';
import * as m0016 from './migrations/0016-operation-log-detail.ts';
import * as m0017 from './migrations/0017-company-roles.ts';
import * as m0018 from './migrations/0018-staff.ts';
import * as m0019 from './migrations/0019-security-keys.ts';
import * as m0020 from './migrations/0020-user-avatar-file.ts';
import * as m0021 from './migrations/0021-operation-log-text-search.ts';
import * as m0022 from './migrations/0022-contracts.ts';
import * as m0023 from './migrations/0023-contract-signed-copy.ts';
import * as m0024 from './migrations/0024-repair-progress.ts';
import * as m0025 from './migrations/0025-contract-list-indexes.ts';
import * as m0026 from './migrations/0026-repair-quotes.ts';
import * as m0027 from './migrations/0027-contract-number-search.ts';
import * as m0028 from './migrations/0028-repair-award-contracts.ts';
import * as m0029 from './migrations/0029-contract-attachments.ts';
import * as m0030 from './migrations/0030-shipments.ts';
import * as m0031 from './migrations/0031-shipment-forecasts.ts';
import * as m0032 from './migrations/0032-transport-inquiries.ts';
import * as m0033 from './migrations/0033-shipment-pickup.ts';
import * as m0034 from './migrations/0034-customs-info.ts';
import * as m0035 from './migrations/0035-domestic-waybills.ts';
import * as m0036 from './migrations/0036-transport-order-shipment.ts';
import * as m0037 from './migrations/0037-bills.ts';
import * as m0038 from './migrations/0038-account-statements.ts';
import * as m0039 from './migrations/0039-payments.ts';

const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-inquiries': m0002,
  '0003-files': m0003,
  '0004-suppliers': m0004,
  '0005-password-reset': m0005,
  '0006-supplier-profile': m0006,
  '0007-supplier-lists': m0007,
  '0009-supplier-quality': m0009,
  '0010-supplier-audits': m0010,
  '0008-supplier-import': m0008,
  '0011-customer-relations': m0011,
  '0012-retired-refresh-tokens': m0012,
  '0013-download-tickets': m0013,
  '0014-domestic-from-country': m0014,
  '0015-rejected-tax-id-free': m0015,
  '0016-operation-log-detail': m0016,
  '0017-company-roles': m0017,
  '0018-staff': m0018,
  '0019-security-keys': m0019,
  '0020-user-avatar-file': m0020,
  '0021-operation-log-text-search': m0021,
  '0022-contracts': m0022,
  '0023-contract-signed-copy': m0023,
  '0024-repair-progress': m0024,
  '0025-contract-list-indexes': m0025,
  '0026-repair-quotes': m0026,
  '0027-contract-number-search': m0027,
  '0028-repair-award-contracts': m0028,
  '0029-contract-attachments': m0029,
  '0030-shipments': m0030,
  '0031-shipment-forecasts': m0031,
  '0032-transport-inquiries': m0032,
  '0033-shipment-pickup': m0033,
  '0034-customs-info': m0034,
  '0035-domestic-waybills': m0035,
  '0036-transport-order-shipment': m0036,
  '0037-bills': m0037,
  '0038-account-statements': m0038,
  '0039-payments': m0039,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
