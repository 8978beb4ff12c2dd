// The ERP's contract call: issue a contract to one supplier, or revise it (the same number again).
// A revision is a change order: a new version the supplier answers again, allowed in every state
// but closed (docs/product-rules.md#contracts-and-orders).
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  contractTransition,
  type ContractState,
  type OperationLogType,
  type erpContractInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ERP_ACTOR } from '../inquiry/index.ts';
import { recordErpRepairData } from '../repair-progress/index.ts';
import {
  attachErpFiles,
  contractForRevision,
  inquiryIdByNumber,
  insertContract,
  insertVersion,
  supplierByCode,
  type NewVersion,
} from './erp-queries.ts';

type ErpContract = z.output<typeof erpContractInput>;

export interface IssuedContract {
  id: string;
  contractNumber: string;
  version: number;
  state: ContractState;
  created: boolean;
}

/** The sum of quantity × unit price, to 4 decimals as the money columns keep it. */
function totalOf(lines: ErpContract['lines']): number {
  const cents = lines.reduce((s, l) => s + Math.round(l.quantity * l.unitPrice * 10_000), 0);
  return cents / 10_000;
}

/** A first version of a contract, as the ERP call or a repair award (issue 14) issues it. */
export type NewIssuedContract = Omit<
  ErpContract,
  'supplierCode' | 'inquiryNumber' | 'attachments'
> & {
  supplierId: string;
  inquiryId: string | null;
  issuedBy: NewVersion['issuedBy'];
  issuedByName: string;
  at: Date;
};

/**
 * Inserts a new contract (header, version 1 with its lines, the "issued" history line and, for a
 * repair contract, its repair data) inside the caller's transaction; answers its id. The ERP call
 * and the repair quote award (docs/decisions/2026-11-27-repair-quote-award.md) both issue through
 * here, so a contract is the same whoever issued it. A taken number fails on the unique index.
 */
export async function issueNewContract(
  trx: Kysely<Database>,
  c: NewIssuedContract,
): Promise<string> {
  const id = randomUUID();
  const total = totalOf(c.lines);
  await insertContract(trx, {
    id,
    contractNumber: c.contractNumber,
    kind: c.kind,
    supplierId: c.supplierId,
    title: c.title,
    currency: c.currency,
    totalAmount: total,
    lineCount: c.lines.length,
    buyerContact: c.buyerContact,
    inquiryId: c.inquiryId,
    invoice: c.invoice,
    at: c.at,
  });
  await insertVersion(
    trx,
    {
      contractId: id,
      versionNo: 1,
      issuedBy: c.issuedBy,
      issuedByName: c.issuedByName,
      remark: c.remark,
      totalAmount: total,
      at: c.at,
      lines: c.lines,
    },
    'contract.event.issued',
  );
  // Repair progress keeps a repair contract's repair data (issue 14).
  await recordErpRepairData(trx, { id, kind: c.kind, repair: c.repair }, c.at);
  return id;
}

export class ContractErpService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async issue(input: ErpContract, meta: { ip: string }): Promise<IssuedContract> {
    const supplier = await supplierByCode(this.db, input.supplierCode);
    if (!supplier) {
      throw new ApiError(400, 'order.unknownSupplier', {
        params: { code: input.supplierCode },
        fields: { supplierCode: 'order.unknownSupplier' },
      });
    }
    let inquiryId: string | null = null;
    if (input.inquiryNumber !== undefined) {
      const inquiry = await inquiryIdByNumber(this.db, input.inquiryNumber);
      if (!inquiry) {
        throw new ApiError(400, 'order.unknownInquiry', {
          params: { number: input.inquiryNumber },
          fields: { inquiryNumber: 'order.unknownInquiry' },
        });
      }
      inquiryId = inquiry.id;
    }
    const now = this.config.now();
    const total = totalOf(input.lines);
    const byName = input.buyerContact || ERP_ACTOR;
    const version = (contractId: string, versionNo: number) => ({
      contractId,
      versionNo,
      issuedBy: 'erp' as const,
      issuedByName: byName,
      remark: input.remark,
      totalAmount: total,
      at: now,
      lines: input.lines,
    });

    try {
      return await this.db.transaction().execute(async (trx) => {
        const existing = await contractForRevision(trx, input.contractNumber);
        if (!existing) {
          const id = await issueNewContract(trx, {
            ...input,
            supplierId: supplier.id,
            inquiryId,
            issuedBy: 'erp',
            issuedByName: byName,
            at: now,
          });
          await attachErpFiles(trx, {
            contractId: id,
            versionNo: 1,
            fileIds: input.attachments,
            byName,
            at: now,
          });
          await this.logLine(
            trx,
            OPERATION_LOG_TYPES.add,
            `contract.issue ${input.contractNumber}`,
            meta,
            now,
          );
          return {
            id,
            contractNumber: input.contractNumber,
            version: 1,
            state: 'toConfirm',
            created: true,
          };
        }
        if (existing.supplier_id !== supplier.id) throw new ApiError(409, 'order.supplierChanged');
        if (existing.kind !== input.kind) throw new ApiError(409, 'order.kindChanged');
        const next = contractTransition(existing.state, 'revise', 'buyer');
        if (!next) throw new ApiError(409, 'order.closed');
        const versionNo = existing.current_version + 1;
        await trx
          .updateTable('contracts')
          .set((eb) => ({
            state: next,
            current_version: versionNo,
            title: input.title,
            currency: input.currency,
            total_amount: total,
            line_count: input.lines.length,
            buyer_contact: input.buyerContact,
            inquiry_id: inquiryId,
            invoice: JSON.stringify(input.invoice),
            updated_at: now,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', existing.id)
          .execute();
        await insertVersion(trx, version(existing.id, versionNo), 'contract.event.revised');
        await attachErpFiles(trx, {
          contractId: existing.id,
          versionNo,
          fileIds: input.attachments,
          byName,
          at: now,
        });
        await recordErpRepairData(
          trx,
          { id: existing.id, kind: input.kind, repair: input.repair },
          now,
        );
        await this.logLine(
          trx,
          OPERATION_LOG_TYPES.modify,
          `contract.revise ${input.contractNumber}`,
          meta,
          now,
        );
        return {
          id: existing.id,
          contractNumber: input.contractNumber,
          version: versionNo,
          state: next,
          created: false,
        };
      });
    } catch (error) {
      // Two first deliveries of one number at once: the unique number lets exactly one in.
      if (isUniqueViolation(error)) throw new ApiError(409, 'order.duplicate');
      throw error;
    }
  }

  private logLine(
    trx: Kysely<Database>,
    type: OperationLogType,
    item: string,
    meta: { ip: string },
    at: Date,
  ): Promise<void> {
    return this.log.write(
      { userId: null, account: ERP_ACTOR, name: ERP_ACTOR, type, item, ip: meta.ip, at },
      trx,
    );
  }
}
