// The queries behind the ERP's contract call: the supplier and inquiry it names, the contract as it
// stands, and the rows of a new version.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ContractInvoice, ContractKind } from '@portal/contract';
import type { Database } from '../../db/schema.ts';
import { insertContractEvent } from './contract-writes.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function supplierByCode(db: Db, code: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'code'])
    .where('kind', '=', 'supplier')
    .where('code', '=', code)
    .executeTakeFirst();
}

export function inquiryIdByNumber(db: Db, inquiryNumber: string) {
  return db
    .selectFrom('inquiries')
    .select('id')
    .where('inquiry_number', '=', inquiryNumber)
    .executeTakeFirst();
}

/** The contract with this number, locked for the revision that reads it. */
export function contractForRevision(db: Db, contractNumber: string) {
  return db
    .selectFrom('contracts')
    .select(['id', 'kind', 'supplier_id', 'state', 'current_version'])
    .where('contract_number', '=', contractNumber)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewVersion {
  contractId: string;
  versionNo: number;
  issuedBy: 'erp' | 'buyer' | 'supplier';
  issuedByName: string;
  remark: string;
  totalAmount: number;
  at: Date;
  lines: {
    lineNo: number;
    materialNumber: string;
    partNumber: string;
    description: string;
    quantity: number;
    unit: string;
    unitPrice: number;
    deliveryDate: string;
  }[];
}

/** A version's row, its lines (all open) and the history line that says who issued it. */
export async function insertVersion(trx: Db, v: NewVersion, event: string): Promise<void> {
  await trx
    .insertInto('contract_versions')
    .values({
      contract_id: v.contractId,
      version_no: v.versionNo,
      issued_by: v.issuedBy,
      issued_by_name: v.issuedByName,
      remark: v.remark,
      total_amount: v.totalAmount,
      created_at: v.at,
    })
    .execute();
  await trx
    .insertInto('contract_lines')
    .values(
      v.lines.map((l) => ({
        id: randomUUID(),
        contract_id: v.contractId,
        version_no: v.versionNo,
        line_no: l.lineNo,
        material_number: l.materialNumber,
        part_number: l.partNumber,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unit_price: l.unitPrice,
        delivery_date: l.deliveryDate,
      })),
    )
    .execute();
  await insertContractEvent(trx, {
    contractId: v.contractId,
    event,
    versionNo: v.versionNo,
    byName: v.issuedByName,
    companyId: null,
    remark: v.remark,
    at: v.at,
  });
}

export interface NewContractHeader {
  id: string;
  contractNumber: string;
  kind: ContractKind;
  supplierId: string;
  title: string;
  currency: string;
  totalAmount: number;
  lineCount: number;
  buyerContact: string;
  inquiryId: string | null;
  invoice: ContractInvoice;
  at: Date;
}

/**
 * Inserts the contract's header. `ifAbsent`: leave an existing one alone and answer false (the demo
 * seed, which two processes starting on one database may run at once); otherwise a second
 * delivery of a number fails on the unique index, as the ERP call wants.
 */
export async function insertContract(
  trx: Db,
  c: NewContractHeader,
  options: { ifAbsent?: boolean } = {},
): Promise<boolean> {
  const insert = trx.insertInto('contracts').values({
    id: c.id,
    contract_number: c.contractNumber,
    kind: c.kind,
    supplier_id: c.supplierId,
    title: c.title,
    currency: c.currency,
    total_amount: c.totalAmount,
    line_count: c.lineCount,
    buyer_contact: c.buyerContact,
    inquiry_id: c.inquiryId,
    invoice: JSON.stringify(c.invoice),
    created_at: c.at,
    updated_at: c.at,
  });
  if (!options.ifAbsent) {
    await insert.execute();
    return true;
  }
  const row = await insert
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
