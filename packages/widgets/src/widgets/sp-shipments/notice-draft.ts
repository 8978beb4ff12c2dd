// The ship notice form's values as typed (numbers as text until sent), built from a contract's
// shippable lines or from the notice being edited, turned into the call's input, and checked with
// the contract package's own rules (AWB check digit, box rule, dangerous goods) so the supplier
// sees each problem at its field before anything is sent. zod stays out of this chunk: the
// server's schema runs these same functions (docs/architecture.md, "The kit").
import {
  BOX_SIDE_MAX_CM,
  BOX_WEIGHT_MAX_KG,
  TRANSPORT_AGENT_OTHER,
  awbProblem,
  boxListProblems,
  cargoProblems,
  chargeableWeightKg,
  totalChargeableWeightKg,
  type BoxMeasure,
  type CargoKind,
  type Incoterm,
  type PackingGroup,
  type ShipmentDetail,
  type ShipmentNoticeFields,
  type TransportMode,
  type UploadedFile,
  type VolumeUnit,
} from '@portal/contract';

export interface ShippableLine {
  lineNo: number;
  partNumber: string;
  description: string;
  unit: string;
  /** What may still be shipped of it by this notice. */
  open: number;
}

export interface LineDraft extends ShippableLine {
  ship: boolean;
  quantity: string;
  cargo: CargoKind;
  unNumber: string;
  properShippingName: string;
  hazardClass: string;
  packingGroup: PackingGroup | '';
  msds: UploadedFile[];
  lithiumBattery: boolean;
  dryIce: boolean;
}

export interface BoxItemDraft {
  lineNo: number;
  quantity: string;
}

export interface BoxDraft {
  /** React's key: boxes have no id of their own. */
  key: number;
  mark: string;
  length: string;
  width: string;
  height: string;
  volumeUnit: VolumeUnit;
  grossWeightKg: string;
  items: BoxItemDraft[];
}

export interface NoticeDraft {
  shipDate: string;
  expectedDeliveryDate: string;
  tradeTerms: Incoterm;
  deliveryPlace: string;
  transportMode: TransportMode;
  waybillNumber: string;
  transportAgent: string;
  agentName: string;
  remarks: string;
  lines: LineDraft[];
  boxes: BoxDraft[];
}

let nextKey = 1;
export function emptyBox(): BoxDraft {
  return {
    key: nextKey++,
    mark: '',
    length: '',
    width: '',
    height: '',
    volumeUnit: 'cm3',
    grossWeightKg: '',
    items: [],
  };
}

const blankLine = (l: ShippableLine): LineDraft => ({
  ...l,
  ship: false,
  quantity: '',
  cargo: 'general',
  unNumber: '',
  properShippingName: '',
  hazardClass: '',
  packingGroup: '',
  msds: [],
  lithiumBattery: false,
  dryIce: false,
});

/** A new notice: the open lines of the contract, none ticked yet; the agent "Other". */
export function newDraft(lines: readonly ShippableLine[], today: string): NoticeDraft {
  return {
    shipDate: today,
    expectedDeliveryDate: today,
    tradeTerms: 'FCA',
    deliveryPlace: '',
    transportMode: 'air',
    waybillNumber: '',
    transportAgent: TRANSPORT_AGENT_OTHER,
    agentName: '',
    remarks: '',
    lines: lines.filter((l) => l.open > 0).map(blankLine),
    boxes: [],
  };
}

/**
 * The planned notice being edited: its own quantities are open to it again (the server counts the
 * other notices only), so a line's limit is what is open plus what this notice holds.
 */
export function draftOf(n: ShipmentDetail, lines: readonly ShippableLine[]): NoticeDraft {
  const mine = new Map(n.lines.map((l) => [l.lineNo, l]));
  return {
    shipDate: n.shipDate,
    expectedDeliveryDate: n.expectedDeliveryDate,
    tradeTerms: n.tradeTerms,
    deliveryPlace: n.deliveryPlace,
    transportMode: n.transportMode,
    waybillNumber: n.waybillNumber,
    transportAgent: n.transportAgent,
    agentName: n.agentName,
    remarks: n.remarks,
    lines: lines.flatMap((l) => {
      const m = mine.get(l.lineNo);
      if (!m) return l.open > 0 ? [blankLine(l)] : [];
      return [
        {
          ...l,
          open: l.open + m.quantity,
          ship: true,
          quantity: String(m.quantity),
          cargo: m.cargo,
          unNumber: m.unNumber,
          properShippingName: m.properShippingName,
          hazardClass: m.hazardClass,
          packingGroup: m.packingGroup ?? '',
          msds: m.msds ? [m.msds] : [],
          lithiumBattery: m.lithiumBattery,
          dryIce: m.dryIce,
        },
      ];
    }),
    boxes: n.boxes.map((b) => ({
      key: nextKey++,
      mark: b.mark,
      length: String(b.length),
      width: String(b.width),
      height: String(b.height),
      volumeUnit: b.volumeUnit,
      grossWeightKg: String(b.grossWeightKg),
      items: b.items.map((i) => ({ lineNo: i.lineNo, quantity: String(i.quantity) })),
    })),
  };
}

/** A typed number, or NaN for an empty or malformed one. */
export const num = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The box's measures as typed so far; null until its sides and weight are positive numbers. */
export function boxMeasure(b: BoxDraft): BoxMeasure | null {
  const m = {
    length: num(b.length),
    width: num(b.width),
    height: num(b.height),
    grossWeightKg: num(b.grossWeightKg),
  };
  if (Object.values(m).some((v) => !Number.isFinite(v) || v <= 0)) return null;
  return { ...m, volumeUnit: b.volumeUnit };
}

/** The box's chargeable weight (the contract's calculator), or null while it is incomplete. */
export function boxChargeable(b: BoxDraft): number | null {
  const m = boxMeasure(b);
  return m ? chargeableWeightKg(m) : null;
}

/** The boxes' total chargeable weight so far: the complete boxes, each charged on its own. */
export function draftChargeable(boxes: readonly BoxDraft[]): number {
  return totalChargeableWeightKg(boxes.flatMap((b) => boxMeasure(b) ?? []));
}

export const shippedLines = (d: NoticeDraft) => d.lines.filter((l) => l.ship);

const opt = (s: string) => (s.trim() ? s.trim() : undefined);

/** A ticked line as the call takes it: the dangerous-goods data only on a dangerous line. */
function lineInput(l: LineDraft) {
  return {
    lineNo: l.lineNo,
    quantity: num(l.quantity),
    cargo: l.cargo,
    ...(l.cargo === 'dangerous'
      ? {
          unNumber: opt(l.unNumber),
          properShippingName: opt(l.properShippingName),
          hazardClass: opt(l.hazardClass),
          packingGroup: l.packingGroup || undefined,
          msdsFileId: l.msds[0]?.id,
          lithiumBattery: l.lithiumBattery,
          dryIce: l.dryIce,
        }
      : {}),
  };
}

function boxInput(b: BoxDraft) {
  return {
    mark: b.mark.trim(),
    length: num(b.length),
    width: num(b.width),
    height: num(b.height),
    volumeUnit: b.volumeUnit,
    grossWeightKg: num(b.grossWeightKg),
    items: b.items.map((i) => ({ lineNo: i.lineNo, quantity: num(i.quantity) })),
  };
}

/** The call's `notice`: the ticked lines and the boxes. */
export function toNoticeInput(d: NoticeDraft): ShipmentNoticeFields {
  return {
    shipDate: d.shipDate,
    expectedDeliveryDate: d.expectedDeliveryDate,
    tradeTerms: d.tradeTerms,
    deliveryPlace: d.deliveryPlace.trim(),
    transportMode: d.transportMode,
    waybillNumber: d.waybillNumber.trim(),
    transportAgent: d.transportAgent.trim(),
    agentName: d.agentName.trim(),
    remarks: d.remarks.trim(),
    lines: shippedLines(d).map(lineInput),
    boxes: d.boxes.map(boxInput),
  };
}

/** Problems by field path as the server names them ('lines.2.unNumber'): message keys. */
export type DraftErrors = Record<string, string>;

const positive = (v: number, max = Infinity) => Number.isFinite(v) && v > 0 && v <= max;

/**
 * Every problem the browser can see, keyed by the field's path in the draft (a line's index in
 * `d.lines`, as shown, not among the ticked ones). The server checks again, and the open
 * quantities of other notices may have changed meanwhile.
 */
export function draftProblems(d: NoticeDraft): DraftErrors {
  const errors: DraftErrors = {};
  const put = (path: string, key: string) => (errors[path] ??= key);
  if (!d.shipDate) put('shipDate', 'field.required');
  if (!d.expectedDeliveryDate) put('expectedDeliveryDate', 'field.required');
  else if (d.shipDate && d.expectedDeliveryDate < d.shipDate)
    put('expectedDeliveryDate', 'shipment.deliveryBeforeShip');
  if (!d.deliveryPlace.trim()) put('deliveryPlace', 'field.required');
  if (!d.transportAgent.trim()) put('transportAgent', 'field.required');
  if (d.transportAgent.trim() === TRANSPORT_AGENT_OTHER && !d.agentName.trim())
    put('agentName', 'field.required');
  const waybill = d.waybillNumber.trim();
  if (!waybill && d.boxes.length === 0) put('waybillNumber', 'shipment.waybillOrBoxes');
  if (waybill && d.transportMode === 'air') {
    const problem = awbProblem(waybill);
    if (problem === 'format') put('waybillNumber', 'shipment.awbFormat');
    if (problem === 'checkDigit') put('waybillNumber', 'shipment.awbCheckDigit');
  }
  const shipped = shippedLines(d);
  if (shipped.length === 0) put('lines', 'shipment.noLines');
  const lines = shipped.map(lineInput);
  const boxes = d.boxes.map(boxInput);
  // Paths of the call's lines (the ticked ones) back to the draft's rows.
  const row = shipped.map((l) => d.lines.indexOf(l));
  lines.forEach((l, i) => {
    const line = shipped[i]!;
    if (!Number.isInteger(l.quantity) || l.quantity < 1)
      put(`lines.${row[i]}.quantity`, 'field.invalid');
    else if (l.quantity > line.open) put(`lines.${row[i]}.quantity`, 'shipment.quantityTooHigh');
    for (const p of cargoProblems(l)) put(`lines.${row[i]}.${p.path.join('.')}`, p.message);
  });
  boxes.forEach((b, i) => {
    for (const side of ['length', 'width', 'height'] as const) {
      const cm = b.volumeUnit === 'm3' ? b[side] * 100 : b[side];
      if (!positive(cm, BOX_SIDE_MAX_CM)) put(`boxes.${i}.${side}`, 'field.invalid');
    }
    if (!positive(b.grossWeightKg, BOX_WEIGHT_MAX_KG))
      put(`boxes.${i}.grossWeightKg`, 'field.invalid');
    if (b.items.length === 0) put(`boxes.${i}.items`, 'shipment.boxEmpty');
    b.items.forEach((item, j) => {
      if (!Number.isInteger(item.quantity) || item.quantity < 1)
        put(`boxes.${i}.items.${j}.quantity`, 'field.invalid');
    });
  });
  const wellFormed = lines.filter((l) => Number.isInteger(l.quantity));
  const header = { tradeTerms: d.tradeTerms, deliveryPlace: d.deliveryPlace };
  for (const p of boxListProblems(header, wellFormed, boxes)) {
    // A line's path in the rule is among the well-formed ticked lines; show it on the draft's row.
    if (p.path[0] === 'lines') {
      const line = wellFormed[Number(p.path[1])];
      const at = line ? d.lines.findIndex((l) => l.lineNo === line.lineNo) : -1;
      put(`lines.${at}.${p.path.slice(2).join('.')}`, p.message);
    } else put(p.path.join('.'), p.message);
  }
  return errors;
}
