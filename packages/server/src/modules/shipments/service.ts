// Ship notices (docs/product-rules.md#ship-notices): the supplier announces, edits while planned and
// moves its notices; the buyer reads every notice and confirms deliveries. The notice's own rules
// (waybill or boxes, AWB check digit, box mixing, dangerous goods) are the contract package's zod
// schema; here are the rules that need the database: the contract is the caller's, confirmed and
// of goods, and no line ships more than its open quantity. Every write checks the notice's
// version (stale → 409), leaves an operation-log line and tells the ERP through the outbox.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  SHIPMENT_CONTRACT_KINDS,
  SHIPMENTS_PER_CONTRACT_MAX,
  chargeableWeightKg,
  nextShipmentStates,
  shipmentEditable,
  shipmentMoveAllowed,
  totalChargeableWeightKg,
  type ContractKind,
  type Language,
  type ShipmentDetail,
  type ShipmentRow,
  type ShipmentSide,
  type ShipmentState,
  type createShipmentInput,
  type moveShipmentInput,
  type shippableContractListInput,
  type shipmentListInput,
  type updateShipmentInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';
import { enqueue } from '../outbox/index.ts';
import { pickupView } from './pickup.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import {
  boxesOf,
  contractOf,
  eventsOf,
  linesOf,
  lockContract,
  notifiedQuantities,
  ownFileCount,
  pageShipments,
  pageShippableContracts,
  shipmentCount,
  shipmentOf,
  shippableContractLines,
  type ShipmentRecord,
} from './queries.ts';

type ListInput = z.output<typeof shipmentListInput>;
type Notice = z.output<typeof createShipmentInput>['notice'];
type UpdateInput = z.output<typeof updateShipmentInput>;
type MoveInput = z.output<typeof moveShipmentInput>;
type ContractListInput = z.output<typeof shippableContractListInput>;

export interface ShipmentWriteResult {
  id: string;
  state: ShipmentState;
  version: number;
}

export class ShipmentService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  private scope(actor: Actor, side: ShipmentSide): string | undefined {
    return side === 'supplier' ? actor.companyId : undefined;
  }

  private row(r: ShipmentRecord, lang: Language): ShipmentRow {
    return {
      id: r.id,
      noticeNumber: r.notice_number,
      contractId: r.contract_id,
      contractNumber: r.contract_number,
      // The reader's language; the Chinese name where the supplier has no English one.
      supplierName: lang === 'en' && r.supplier_name_en ? r.supplier_name_en : r.supplier_name,
      state: r.state,
      shipDate: r.ship_date,
      expectedDeliveryDate: r.expected_delivery_date,
      transportMode: r.transport_mode,
      waybillNumber: r.waybill_number,
      boxCount: r.box_count,
      chargeableWeightKg: Number(r.chargeable_weight_kg),
      dangerous: r.dangerous,
      version: r.version,
      updatedAt: r.updated_at.toISOString(),
    };
  }

  async list(actor: Actor, side: ShipmentSide, input: ListInput, lang: Language) {
    const { records, total } = await pageShipments(
      this.db,
      {
        supplierId: this.scope(actor, side),
        state: input.state,
        contractId: input.contractId,
        q: input.q || undefined,
      },
      { current: input.current, size: input.size },
    );
    return {
      records: records.map((r) => this.row(r, lang)),
      total,
      current: input.current,
      size: input.size,
    };
  }

  async detail(
    actor: Actor,
    side: ShipmentSide,
    id: string,
    lang: Language,
  ): Promise<ShipmentDetail> {
    const r = await shipmentOf(this.db, id, this.scope(actor, side));
    if (!r) throw new ApiError(404, 'shipment.notFound');
    const [lines, boxes, events, contractLines] = await Promise.all([
      linesOf(this.db, id),
      boxesOf(this.db, id),
      eventsOf(this.db, id),
      this.db
        .selectFrom('contract_lines as l')
        .innerJoin('contracts as c', (j) =>
          j.onRef('c.id', '=', 'l.contract_id').onRef('c.current_version', '=', 'l.version_no'),
        )
        .select(['l.line_no', 'l.part_number', 'l.description', 'l.unit'])
        .where('l.contract_id', '=', r.contract_id)
        .execute(),
    ]);
    const ofLine = new Map(contractLines.map((l) => [l.line_no, l]));
    return {
      ...this.row(r, lang),
      tradeTerms: r.trade_terms,
      deliveryPlace: r.delivery_place,
      transportAgent: r.transport_agent,
      agentName: r.agent_name,
      remarks: r.remarks,
      lines: lines.map((l) => ({
        lineNo: l.line_no,
        partNumber: ofLine.get(l.line_no)?.part_number ?? '',
        description: ofLine.get(l.line_no)?.description ?? '',
        unit: ofLine.get(l.line_no)?.unit ?? '',
        quantity: Number(l.quantity),
        tradeTerms: l.trade_terms,
        deliveryPlace: l.delivery_place,
        cargo: l.cargo,
        unNumber: l.un_number,
        properShippingName: l.proper_shipping_name,
        hazardClass: l.hazard_class,
        packingGroup: l.packing_group,
        msds:
          l.msds_file_id && l.msds_name
            ? {
                id: l.msds_file_id,
                name: l.msds_name,
                size: Number(l.msds_size),
                uploadedAt: (l.msds_at ?? r.created_at).toISOString(),
              }
            : null,
        lithiumBattery: l.lithium_battery,
        dryIce: l.dry_ice,
      })),
      boxes: boxes.map((b) => ({
        mark: b.mark,
        length: Number(b.length),
        width: Number(b.width),
        height: Number(b.height),
        volumeUnit: b.volume_unit,
        grossWeightKg: Number(b.gross_weight_kg),
        chargeableWeightKg: Number(b.chargeable_weight_kg),
        items: b.items,
      })),
      nextStates: nextShipmentStates(r.state, side),
      editable: side === 'supplier' && shipmentEditable(r.state),
      history: events.map((e) => ({
        state: e.state,
        remarks: e.remarks,
        byName: e.by_name,
        at: e.at.toISOString(),
      })),
      ...pickupView(r, side),
    };
  }

  /** The contracts a new notice may be written for (the form's pick list). */
  async contracts(actor: Actor, input: ContractListInput) {
    const { records, total } = await pageShippableContracts(
      this.db,
      actor.companyId,
      SHIPMENT_CONTRACT_KINDS,
      input.q || undefined,
      { current: input.current, size: input.size },
    );
    return {
      records: records.map((r) => ({
        id: r.id,
        contractNumber: r.contract_number,
        title: r.title,
        kind: r.kind,
      })),
      total,
      current: input.current,
      size: input.size,
    };
  }

  /** A confirmed goods contract's lines with what of each is still open to ship. */
  async shippable(actor: Actor, contractId: string) {
    const c = await contractOf(this.db, contractId, actor.companyId);
    if (!c) throw new ApiError(404, 'shipment.contractNotFound');
    this.refuseContract(c);
    const [lines, notified] = await Promise.all([
      shippableContractLines(this.db, c.id, c.current_version),
      notifiedQuantities(this.db, c.id),
    ]);
    return {
      contractId: c.id,
      contractNumber: c.contract_number,
      kind: c.kind,
      lines: lines.map((l) => {
        const ordered = Number(l.quantity);
        const done = notified.get(l.line_no) ?? 0;
        return {
          lineNo: l.line_no,
          partNumber: l.part_number,
          description: l.description,
          unit: l.unit,
          ordered,
          notified: done,
          open: Math.max(0, ordered - done),
        };
      }),
    };
  }

  private refuseContract(c: { kind: ContractKind; state: string }) {
    if (!SHIPMENT_CONTRACT_KINDS.includes(c.kind)) throw new ApiError(409, 'shipment.contractKind');
    if (c.state !== 'confirmed') throw new ApiError(409, 'shipment.contractNotConfirmed');
  }

  /**
   * The rules that need the contract: each line is a line of its current version that was not
   * rejected, and ships no more than ordered less what other notices of the contract already hold.
   * The MSDS files are the caller's company's.
   */
  private async checkAgainstContract(
    trx: Db,
    actor: Actor,
    c: { id: string; current_version: number },
    notice: Notice,
    except?: string,
  ) {
    const [lines, notified] = await Promise.all([
      shippableContractLines(trx, c.id, c.current_version),
      notifiedQuantities(trx, c.id, except),
    ]);
    const ordered = new Map(lines.map((l) => [l.line_no, Number(l.quantity)]));
    notice.lines.forEach((line, i) => {
      const field = `notice.lines.${i}`;
      const qty = ordered.get(line.lineNo);
      if (qty === undefined) {
        throw new ApiError(400, 'shipment.lineUnknown', {
          params: { lineNo: line.lineNo },
          fields: { [`${field}.lineNo`]: 'shipment.lineNotInContract' },
        });
      }
      const open = Math.max(0, qty - (notified.get(line.lineNo) ?? 0));
      if (line.quantity > open) {
        throw new ApiError(400, 'shipment.quantityExceeds', {
          params: { lineNo: line.lineNo, open },
          fields: { [`${field}.quantity`]: 'shipment.quantityTooHigh' },
        });
      }
    });
    const files = [...new Set(notice.lines.flatMap((l) => (l.msdsFileId ? [l.msdsFileId] : [])))];
    if ((await ownFileCount(trx, actor.companyId, files)) !== files.length) {
      throw new ApiError(400, 'shipment.fileUnknown', {
        fields: { 'notice.lines': 'shipment.fileUnknown' },
      });
    }
  }

  /** Writes the notice's lines and boxes (replacing an edited notice's). */
  private async writeContent(trx: Db, shipmentId: string, contractId: string, notice: Notice) {
    await trx.deleteFrom('shipment_lines').where('shipment_id', '=', shipmentId).execute();
    await trx.deleteFrom('shipment_boxes').where('shipment_id', '=', shipmentId).execute();
    await trx
      .insertInto('shipment_lines')
      .values(
        notice.lines.map((l, position) => {
          const dangerous = l.cargo === 'dangerous';
          return {
            shipment_id: shipmentId,
            contract_id: contractId,
            line_no: l.lineNo,
            position,
            quantity: l.quantity,
            trade_terms: l.tradeTerms ?? notice.tradeTerms,
            delivery_place: l.deliveryPlace ?? notice.deliveryPlace,
            cargo: l.cargo,
            un_number: dangerous ? (l.unNumber ?? '') : '',
            proper_shipping_name: dangerous ? (l.properShippingName ?? '') : '',
            hazard_class: dangerous ? (l.hazardClass ?? '') : '',
            packing_group: dangerous ? (l.packingGroup ?? null) : null,
            msds_file_id: dangerous ? (l.msdsFileId ?? null) : null,
            lithium_battery: l.lithiumBattery,
            dry_ice: l.dryIce,
          };
        }),
      )
      .execute();
    if (notice.boxes.length > 0) {
      await trx
        .insertInto('shipment_boxes')
        .values(
          notice.boxes.map((b, position) => ({
            shipment_id: shipmentId,
            position,
            mark: b.mark,
            length: b.length,
            width: b.width,
            height: b.height,
            volume_unit: b.volumeUnit,
            gross_weight_kg: b.grossWeightKg,
            chargeable_weight_kg: chargeableWeightKg(b),
            items: JSON.stringify(b.items),
          })),
        )
        .execute();
    }
  }

  private headerOf(notice: Notice) {
    return {
      ship_date: notice.shipDate,
      expected_delivery_date: notice.expectedDeliveryDate,
      trade_terms: notice.tradeTerms,
      delivery_place: notice.deliveryPlace,
      transport_mode: notice.transportMode,
      waybill_number: notice.waybillNumber,
      transport_agent: notice.transportAgent,
      agent_name: notice.agentName,
      remarks: notice.remarks,
      box_count: notice.boxes.length,
      chargeable_weight_kg: totalChargeableWeightKg(notice.boxes),
      dangerous: notice.lines.some((l) => l.cargo === 'dangerous'),
    };
  }

  /** What the ERP hears of a notice: enough to book the goods receipt against the order. */
  private erpPayload(contractNumber: string, noticeNumber: string, notice: Notice) {
    return {
      contractNumber,
      noticeNumber,
      shipDate: notice.shipDate,
      expectedDeliveryDate: notice.expectedDeliveryDate,
      tradeTerms: notice.tradeTerms,
      deliveryPlace: notice.deliveryPlace,
      transportMode: notice.transportMode,
      waybillNumber: notice.waybillNumber,
      transportAgent: notice.transportAgent,
      boxCount: notice.boxes.length,
      chargeableWeightKg: totalChargeableWeightKg(notice.boxes),
      lines: notice.lines.map((l) => ({
        lineNo: l.lineNo,
        quantity: l.quantity,
        cargo: l.cargo,
        ...(l.cargo === 'dangerous'
          ? { unNumber: l.unNumber, hazardClass: l.hazardClass, packingGroup: l.packingGroup }
          : {}),
      })),
    };
  }

  create(actor: Actor, input: z.output<typeof createShipmentInput>): Promise<ShipmentWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const c = await lockContract(trx, input.contractId, actor.companyId);
      if (!c) throw new ApiError(404, 'shipment.contractNotFound');
      await refuseFrozenSupplier(trx, actor.companyId);
      this.refuseContract(c);
      const count = await shipmentCount(trx, c.id);
      if (count >= SHIPMENTS_PER_CONTRACT_MAX) throw new ApiError(409, 'shipment.tooMany');
      await this.checkAgainstContract(trx, actor, c, input.notice);
      const now = this.config.now();
      const id = randomUUID();
      const noticeNumber = `${c.contract_number}-S${count + 1}`;
      await trx
        .insertInto('shipments')
        .values({
          id,
          notice_number: noticeNumber,
          contract_id: c.id,
          supplier_id: actor.companyId,
          ...this.headerOf(input.notice),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.writeContent(trx, id, c.id, input.notice);
      await this.addEvent(trx, actor, id, 'planned', '', now);
      await enqueue(trx, {
        system: 'erp',
        kind: 'shipment.notice',
        subjectId: id,
        payload: {
          operation: 'new',
          ...this.erpPayload(c.contract_number, noticeNumber, input.notice),
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.add,
        `shipment.create ${noticeNumber}`,
        trx,
        now,
      );
      return { id, state: 'planned', version: 1 };
    });
  }

  update(actor: Actor, input: UpdateInput): Promise<ShipmentWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForWrite(trx, actor, 'supplier', input.id, input.version);
      if (!shipmentEditable(r.state)) throw new ApiError(409, 'shipment.notEditable');
      const c = await lockContract(trx, r.contract_id, actor.companyId);
      if (!c) throw new ApiError(404, 'shipment.contractNotFound');
      this.refuseContract(c);
      await this.checkAgainstContract(trx, actor, c, input.notice, r.id);
      const now = this.config.now();
      const version = r.version + 1;
      await trx
        .updateTable('shipments')
        .set({ ...this.headerOf(input.notice), version, updated_at: now })
        .where('id', '=', r.id)
        .execute();
      await this.writeContent(trx, r.id, c.id, input.notice);
      await enqueue(trx, {
        system: 'erp',
        kind: 'shipment.notice',
        subjectId: r.id,
        payload: {
          operation: 'update',
          ...this.erpPayload(c.contract_number, r.notice_number, input.notice),
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `shipment.update ${r.notice_number}`,
        trx,
        now,
      );
      return { id: r.id, state: r.state, version };
    });
  }

  move(actor: Actor, side: ShipmentSide, input: MoveInput): Promise<ShipmentWriteResult> {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lockForWrite(trx, actor, side, input.id, input.version);
      if (!shipmentMoveAllowed(r.state, input.state, side)) {
        throw new ApiError(409, 'shipment.moveNotAllowed');
      }
      const now = this.config.now();
      const version = r.version + 1;
      await trx
        .updateTable('shipments')
        .set({ state: input.state, version, updated_at: now })
        .where('id', '=', r.id)
        .execute();
      await this.addEvent(trx, actor, r.id, input.state, input.remarks, now);
      await enqueue(trx, {
        system: 'erp',
        kind: 'shipment.state',
        subjectId: r.id,
        payload: {
          contractNumber: r.contract_number,
          noticeNumber: r.notice_number,
          state: input.state,
          side,
          remarks: input.remarks,
        },
      });
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `shipment.state ${r.notice_number} ${input.state}`,
        trx,
        now,
      );
      return { id: r.id, state: input.state, version };
    });
  }

  /** Locks the notice, checks it is the caller's and at `version`; a frozen supplier is refused. */
  private async lockForWrite(
    trx: Db,
    actor: Actor,
    side: ShipmentSide,
    id: string,
    version: number,
  ): Promise<ShipmentRecord> {
    const r = await shipmentOf(trx, id, this.scope(actor, side), true);
    if (!r) throw new ApiError(404, 'shipment.notFound');
    if (r.version !== version) throw new ApiError(409, 'shipment.stale');
    if (side === 'supplier') await refuseFrozenSupplier(trx, actor.companyId);
    return r;
  }

  private async addEvent(
    trx: Db,
    actor: Actor,
    shipmentId: string,
    state: ShipmentState,
    remarks: string,
    at: Date,
  ) {
    await trx
      .insertInto('shipment_events')
      .values({
        id: randomUUID(),
        shipment_id: shipmentId,
        state,
        remarks,
        by_name: actor.name || actor.account,
        company_id: actor.companyId,
        at,
      })
      .execute();
  }
}
