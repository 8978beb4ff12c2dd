// Customs information per ship notice (docs/product-rules.md#customs-information): the goods
// supplier enters and corrects it for its own notices; the buyer reads every supplier's; a transport
// supplier reads those of the notices its confirmed transport orders carry. The
// field rules (10-digit HS code, 18-digit declaration number once declared, value, currency,
// origin, document count) are the contract's zod schema; here are those that need the database:
// the notice and the broker are the caller's company's, the broker's authorization is neither
// revoked nor expired, the documents are files the company uploaded, the state may move as saved,
// and the version is current. Every save leaves an operation-log line and tells the ERP.
import {
  OPERATION_LOG_TYPES,
  customsInfoMoveAllowed,
  type CustomsInfoRow,
  type Language,
  type ShipmentSide,
  type customsInfoListInput,
  type saveCustomsInfoInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import { businessToday } from '../../core/business-time.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';
import { enqueue } from '../outbox/index.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import {
  brokerOf,
  customsInfoOf,
  documentsOf,
  ownFileCount,
  pageCustomsInfo,
  validBrokers,
  type CustomsInfoRecord,
} from './queries.ts';

type ListInput = z.output<typeof customsInfoListInput>;
type SaveInput = z.output<typeof saveCustomsInfoInput>;
type Documents = Awaited<ReturnType<typeof documentsOf>>;
/** The transport supplier (carrier) reads the records of the notices it carries, read only. */
type CustomsSide = ShipmentSide | 'carrier';

export class CustomsInfoService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  /** Whose notices a side lists: the supplier its own, the carrier those it carries, the buyer all. */
  private scope(actor: Actor, side: CustomsSide): { supplierId?: string; carrierId?: string } {
    if (side === 'supplier') return { supplierId: actor.companyId };
    if (side === 'carrier') return { carrierId: actor.companyId };
    return {};
  }

  private row(r: CustomsInfoRecord, docs: Documents, lang: Language): CustomsInfoRow {
    return {
      shipmentId: r.shipment_id,
      noticeNumber: r.notice_number,
      contractNumber: r.contract_number,
      supplierName: lang === 'en' && r.supplier_name_en ? r.supplier_name_en : r.supplier_name,
      shipmentState: r.shipment_state,
      shipDate: r.ship_date,
      transportMode: r.transport_mode,
      waybillNumber: r.waybill_number,
      customsState: r.customs_state ?? 'toDeclare',
      hsCode: r.hs_code ?? '',
      declaredValue: r.declared_value === null ? null : Number(r.declared_value),
      currency: (r.currency as CustomsInfoRow['currency']) ?? null,
      originCountry: (r.origin_country as CustomsInfoRow['originCountry']) ?? null,
      brokerId: r.broker_id,
      brokerName: r.broker_name || r.broker_company || '',
      declarationNumber: r.declaration_number ?? '',
      documents: (docs.get(r.shipment_id) ?? []).map((d) => ({
        id: d.id,
        name: d.name,
        size: Number(d.size),
        uploadedAt: d.created_at.toISOString(),
      })),
      updatedBy: r.updated_by_name ?? '',
      updatedAt: r.updated_at ? r.updated_at.toISOString() : null,
      version: r.version ?? 0,
    };
  }

  async list(actor: Actor, side: CustomsSide, input: ListInput, lang: Language) {
    const { records, total } = await pageCustomsInfo(
      this.db,
      {
        ...this.scope(actor, side),
        customsState: input.customsState,
        q: input.q || undefined,
      },
      { current: input.current, size: input.size },
    );
    const docs = await documentsOf(
      this.db,
      records.filter((r) => r.version !== null).map((r) => r.shipment_id),
    );
    return {
      records: records.map((r) => this.row(r, docs, lang)),
      total,
      current: input.current,
      size: input.size,
    };
  }

  async brokers(actor: Actor, input: { current: number; size: number; q?: string | undefined }) {
    const [rows, count] = await validBrokers(
      this.db,
      actor.companyId,
      businessToday(this.config),
      input.q || undefined,
      input,
    );
    return {
      records: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        name: r.kind === 'personal' ? r.broker_name : r.broker_company,
        validUntil: r.valid_until,
      })),
      total: Number(count.n),
      current: input.current,
      size: input.size,
    };
  }

  async save(actor: Actor, input: SaveInput, lang: Language): Promise<CustomsInfoRow> {
    await this.db.transaction().execute(async (trx) => {
      const shipment = await trx
        .selectFrom('shipments as s')
        .innerJoin('contracts as c', 'c.id', 's.contract_id')
        .select(['s.id', 's.notice_number', 'c.contract_number'])
        .where('s.id', '=', input.shipmentId)
        .where('s.supplier_id', '=', actor.companyId)
        .forUpdate('s')
        .executeTakeFirst();
      if (!shipment) throw new ApiError(404, 'customsInfo.shipmentNotFound');
      await refuseFrozenSupplier(trx, actor.companyId);
      const current = await trx
        .selectFrom('shipment_customs')
        .select(['state', 'version'])
        .where('shipment_id', '=', shipment.id)
        .forUpdate()
        .executeTakeFirst();
      if ((current?.version ?? 0) !== input.version) throw new ApiError(409, 'customsInfo.stale');
      if (!customsInfoMoveAllowed(current?.state ?? null, input.state)) {
        throw new ApiError(409, 'customsInfo.moveNotAllowed');
      }
      await this.checkBroker(trx, actor, input.brokerId);
      if (
        (await ownFileCount(trx, actor.companyId, input.documentIds)) !== input.documentIds.length
      ) {
        throw new ApiError(400, 'customsInfo.documentUnknown', {
          fields: { documentIds: 'customsInfo.documentUnknown' },
        });
      }
      const now = this.config.now();
      const values = {
        hs_code: input.hsCode,
        declared_value: input.declaredValue,
        currency: input.currency,
        origin_country: input.originCountry,
        broker_id: input.brokerId,
        declaration_number: input.declarationNumber,
        state: input.state,
        updated_by_name: actor.name || actor.account,
        updated_at: now,
      };
      if (current) {
        await trx
          .updateTable('shipment_customs')
          .set({ ...values, version: current.version + 1 })
          .where('shipment_id', '=', shipment.id)
          .execute();
      } else {
        await trx
          .insertInto('shipment_customs')
          .values({
            ...values,
            shipment_id: shipment.id,
            supplier_id: actor.companyId,
            created_at: now,
          })
          .execute();
      }
      await trx
        .deleteFrom('shipment_customs_documents')
        .where('shipment_id', '=', shipment.id)
        .execute();
      if (input.documentIds.length > 0) {
        await trx
          .insertInto('shipment_customs_documents')
          .values(
            input.documentIds.map((file_id, position) => ({
              shipment_id: shipment.id,
              file_id,
              position,
            })),
          )
          .execute();
      }
      await enqueue(trx, {
        system: 'erp',
        kind: 'shipment.customs',
        subjectId: shipment.id,
        payload: {
          contractNumber: shipment.contract_number,
          noticeNumber: shipment.notice_number,
          customsState: input.state,
          hsCode: input.hsCode,
          declaredValue: input.declaredValue,
          currency: input.currency,
          originCountry: input.originCountry,
          declarationNumber: input.declarationNumber,
          documentCount: input.documentIds.length,
        },
      });
      await this.log.logAction(
        actor,
        current ? OPERATION_LOG_TYPES.modify : OPERATION_LOG_TYPES.add,
        `shipment.customs ${shipment.notice_number} ${input.state}`,
        trx,
        now,
      );
    });
    const saved = await customsInfoOf(this.db, input.shipmentId, actor.companyId);
    if (!saved) throw new ApiError(404, 'customsInfo.shipmentNotFound');
    return this.row(saved, await documentsOf(this.db, [saved.shipment_id]), lang);
  }

  /** The broker is one of the company's authorizations (else 404) and valid today (else 400). */
  private async checkBroker(trx: Db, actor: Actor, brokerId: string) {
    const broker = await brokerOf(trx, brokerId, actor.companyId);
    if (!broker) {
      throw new ApiError(404, 'customsInfo.brokerNotFound', {
        fields: { brokerId: 'customsInfo.brokerNotFound' },
      });
    }
    if (broker.status === 'revoked' || broker.valid_until < businessToday(this.config)) {
      throw new ApiError(400, 'customsInfo.brokerNotValid', {
        fields: { brokerId: 'customsInfo.brokerNotValid' },
      });
    }
  }
}
