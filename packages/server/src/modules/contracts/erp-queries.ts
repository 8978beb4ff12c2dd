// The queries behind the ERP's contract call: the supplier and inquiry it names, the contract as it
// stands, and the rows of a new version.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ContractInvoice, ContractKind } from '@portal/contract';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
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

/**
 * Attaches the ERP's documents to a contract's version. Each must be a file the buyer's side owns
 * (what the ERP's document upload stores), or the call is refused (400) before anything is kept:
 * a supplier's upload id must not end up on a contract by way of the ERP. A document named again
 * keeps the version it first came with.
 */
export async function attachErpFiles(
  trx: Kysely<Database>,
  a: {
    contractId: string;
    versionNo: number;
    fileIds: readonly string[];
    byName: string;
    at: Date;
  },
): Promise<void> {
  const ids = [...new Set(a.fileIds)];
  if (!ids.length) return;
  const found = await trx
    .selectFrom('files as f')
    .innerJoin('companies as c', 'c.id', 'f.company_id')
    .select('f.id')
    .where('f.id', 'in', ids)
    .where('c.kind', '=', 'buyer')
    .execute();
  const known = new Set(found.map((f) => f.id));
  const missing = a.fileIds.findIndex((id) => !known.has(id));
  if (missing >= 0) {
    throw new ApiError(400, 'order.erpFileUnknown', {
      params: { id: a.fileIds[missing]! },
      fields: { [`attachments.${missing}`]: 'order.erpFileUnknown' },
    });
  }
  await trx
    .insertInto('contract_attachments')
    .values(
      ids.map((fileId) => ({
        contract_id: a.contractId,
        file_id: fileId,
        source: 'erp' as const,
        version_no: a.versionNo,
        uploaded_by_name: a.byName,
        created_at: a.at,
      })),
    )
    .onConflict((oc) => oc.columns(['contract_id', 'file_id']).doNothing())
    .execute();
}
