// The contract pages: the supplier's (its company's list by kind and state, and one contract with
// its lines, versions and history) and the buyer's (every supplier's, the same shape with the
// supplier's name and code). Another company's contract is 404 to a supplier, never 403, so an id
// says nothing.
import type {
  BuyerContractDetail,
  BuyerContractRow,
  ContractDetail,
  ContractLine,
  ContractRow,
  buyerContractListInput,
  supplierContractListInput,
  Language,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { ContractLinesTable, ContractsTable } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import {
  attachmentsOf,
  contractOf,
  historyOf,
  linesOf,
  pageContracts,
  type ContractListColumn,
  signedFileOf,
  versionsOf,
} from './queries.ts';

type ContractWithSupplier = Pick<Selectable<ContractsTable>, 'supplier_id'> & {
  supplier_code: string;
  supplier_name: string;
  supplier_name_en: string;
};

function toRow(c: Pick<Selectable<ContractsTable>, ContractListColumn>): ContractRow {
  return {
    id: c.id,
    contractNumber: c.contract_number,
    kind: c.kind,
    title: c.title,
    state: c.state,
    currentVersion: c.current_version,
    currency: c.currency,
    totalAmount: Number(c.total_amount),
    lineCount: c.line_count,
    buyerContact: c.buyer_contact,
    signed: c.signed_at !== null,
    updatedAt: c.updated_at.toISOString(),
    version: c.version,
  };
}

/** A stored line, from a row or from the versions' JSON (where quantity and price are numbers). */
type StoredLine = Omit<Selectable<ContractLinesTable>, 'quantity' | 'unit_price'> & {
  quantity: number | string;
  unit_price: number | string;
};

function toLine(l: StoredLine): ContractLine {
  return {
    id: l.id,
    lineNo: l.line_no,
    materialNumber: l.material_number,
    partNumber: l.part_number,
    description: l.description,
    quantity: Number(l.quantity),
    unit: l.unit,
    unitPrice: Number(l.unit_price),
    deliveryDate: l.delivery_date,
    answer: l.answer,
    answerReason: l.answer_reason,
    deliveries: l.deliveries,
  };
}

/** The supplier's name in the reader's language (the Chinese name where it has no English one). */
const supplierOf = (c: ContractWithSupplier, lang: Language) => ({
  supplierId: c.supplier_id,
  supplierCode: c.supplier_code,
  supplierName: lang === 'en' && c.supplier_name_en ? c.supplier_name_en : c.supplier_name,
});

export class SupplierContractService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, input: z.output<typeof supplierContractListInput>) {
    const { rows, total, totalCapped } = await pageContracts(
      this.db,
      actor.companyId,
      { kind: input.kind, state: input.state, q: input.q || undefined },
      input.current,
      input.size,
    );
    return {
      records: rows.map(toRow),
      total,
      totalCapped,
      current: input.current,
      size: input.size,
    };
  }

  async detail(actor: Actor, id: string): Promise<ContractDetail> {
    // The supplier's own name and code are its own business; the answer is the supplier's shape.
    const {
      supplierId: _id,
      supplierCode: _code,
      supplierName: _name,
      ...detail
    } = await this.#detail(actor.companyId, id, 'zh');
    return detail;
  }

  /** The buyer's list: every supplier's contracts. */
  async buyerList(input: z.output<typeof buyerContractListInput>, lang: Language) {
    const { rows, total, totalCapped } = await pageContracts(
      this.db,
      null,
      {
        supplierCode: input.supplierCode,
        kind: input.kind,
        state: input.state,
        q: input.q || undefined,
      },
      input.current,
      input.size,
    );
    const records: BuyerContractRow[] = rows.map((r) => ({ ...toRow(r), ...supplierOf(r, lang) }));
    return { records, total, totalCapped, current: input.current, size: input.size };
  }

  /** The buyer's contract page: any supplier's contract. */
  async buyerDetail(id: string, lang: Language): Promise<BuyerContractDetail> {
    return this.#detail(null, id, lang);
  }

  async #detail(
    supplierId: string | null,
    id: string,
    lang: Language,
  ): Promise<BuyerContractDetail> {
    const c = await contractOf(this.db, supplierId, id);
    if (!c) throw new ApiError(404, 'order.notFound');
    const [lines, versions, history, file, attachments] = await Promise.all([
      linesOf(this.db, c.id, c.current_version),
      versionsOf(this.db, c.id, c.current_version),
      historyOf(this.db, c.id),
      c.signed_file_id ? signedFileOf(this.db, c.signed_file_id) : undefined,
      attachmentsOf(this.db, c.id),
    ]);
    return {
      ...toRow(c),
      ...supplierOf(c, lang),
      invoice: c.invoice,
      inquiryId: c.inquiry_id,
      signedAt: c.signed_at?.toISOString() ?? null,
      signedBy: c.signed_by,
      signedFile: file
        ? {
            id: file.id,
            name: file.name,
            size: Number(file.size),
            uploadedAt: file.created_at.toISOString(),
          }
        : null,
      attachments: attachments.map((a) => ({
        id: a.id,
        name: a.name,
        size: Number(a.size),
        uploadedAt: a.created_at.toISOString(),
        source: a.source,
        versionNo: a.version_no,
        uploadedBy: a.uploaded_by_name,
      })),
      createdAt: c.created_at.toISOString(),
      lines: lines.map(toLine),
      versions: versions.map((v) => ({
        versionNo: v.version_no,
        issuedBy: v.issued_by,
        issuedByName: v.issued_by_name,
        remark: v.remark,
        totalAmount: Number(v.total_amount),
        createdAt: v.created_at.toISOString(),
        lines: v.lines?.map(toLine) ?? null,
      })),
      history: history.map((h) => ({
        event: h.event,
        versionNo: h.version_no,
        byName: h.by_name,
        remark: h.remark,
        at: h.at.toISOString(),
      })),
    };
  }
}
