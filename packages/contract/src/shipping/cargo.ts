// Box list and dangerous-goods rules of a ship notice, shared by the server's zod schemas and the
// widget's form. Each problem names the field and the message key the user reads.
import type { Incoterm } from '../inquiry/constants.ts';
import type { CargoKind, PackingGroup } from './constants.ts';

export interface FieldProblem {
  /** The field's path inside the notice, e.g. ['boxes', 2, 'items']. */
  path: (string | number)[];
  message: string;
}

export interface NoticeLine {
  lineNo: number;
  quantity: number;
  /** The line's trade terms and delivery place; the notice's own when not given. */
  tradeTerms?: Incoterm | undefined;
  deliveryPlace?: string | undefined;
}

export interface NoticeBox {
  items: readonly { lineNo: number; quantity: number }[];
}

/**
 * The SPEC's box rule: a box may combine lines only when they share the delivery place and the
 * trade terms. Also: a box names lines of the notice only, and the boxes hold each line's quantity
 * exactly (what ships is what is packed).
 */
export function boxListProblems(
  header: { tradeTerms: Incoterm; deliveryPlace: string },
  lines: readonly NoticeLine[],
  boxes: readonly NoticeBox[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const byNo = new Map(lines.map((l) => [l.lineNo, l]));
  const packed = new Map<number, number>();
  const terms = (l: NoticeLine) => l.tradeTerms ?? header.tradeTerms;
  const place = (l: NoticeLine) => (l.deliveryPlace ?? header.deliveryPlace).trim().toLowerCase();
  boxes.forEach((box, b) => {
    let first: NoticeLine | undefined;
    box.items.forEach((item, i) => {
      const line = byNo.get(item.lineNo);
      if (!line) {
        problems.push({
          path: ['boxes', b, 'items', i, 'lineNo'],
          message: 'shipment.boxLineUnknown',
        });
        return;
      }
      packed.set(item.lineNo, (packed.get(item.lineNo) ?? 0) + item.quantity);
      if (!first) first = line;
      else if (terms(first) !== terms(line)) {
        problems.push({ path: ['boxes', b, 'items'], message: 'shipment.boxMixesTerms' });
      } else if (place(first) !== place(line)) {
        problems.push({ path: ['boxes', b, 'items'], message: 'shipment.boxMixesPlace' });
      }
    });
  });
  if (boxes.length > 0) {
    lines.forEach((l, i) => {
      if ((packed.get(l.lineNo) ?? 0) !== l.quantity) {
        problems.push({ path: ['lines', i, 'quantity'], message: 'shipment.boxQuantityMismatch' });
      }
    });
  }
  return problems;
}

export interface CargoFields {
  cargo: CargoKind;
  unNumber?: string | undefined;
  properShippingName?: string | undefined;
  hazardClass?: string | undefined;
  packingGroup?: PackingGroup | undefined;
  msdsFileId?: string | undefined;
  lithiumBattery?: boolean | undefined;
  dryIce?: boolean | undefined;
}

/** UN (or ID 8000-series) number: "UN" and four digits. */
export const UN_NUMBER = /^UN\d{4}$/;
/** Class 1-9, optionally with a division (1.4, 2.1, 6.2...) and a compatibility group (1.4S). */
export const HAZARD_CLASS = /^[1-9](\.[1-6][A-SN]?)?$/;

/**
 * Classes and divisions the UN Model Regulations and the ICAO Technical Instructions assign no
 * packing group: explosives (1), gases (2), radioactive material (7), organic peroxides (5.2) and
 * infectious substances (6.2). docs/decisions/2026-11-28-packing-group-optional.md.
 */
const NO_PACKING_GROUP = /^(1|2|7)(\.|$)|^5\.2$|^6\.2$/;

/**
 * Whether a dangerous line must name its packing group: not for the classes above, nor for a
 * lithium battery (IATA DGR lists UN3480/3481/3090/3091 without one).
 */
export function packingGroupRequired(line: Pick<CargoFields, 'hazardClass' | 'lithiumBattery'>) {
  if (line.lithiumBattery) return false;
  const cls = line.hazardClass?.trim() ?? '';
  return !NO_PACKING_GROUP.test(cls);
}

/**
 * A dangerous line needs its UN number, proper shipping name, class/division, packing group (when
 * its class has one, packingGroupRequired) and the MSDS/SDS (the classification source). A general
 * line carries none of them: a lithium battery or dry ice makes the cargo dangerous, so those flags
 * say so.
 */
export function cargoProblems(line: CargoFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const need = (field: keyof CargoFields, ok: boolean, message: string) => {
    if (!ok) problems.push({ path: [field], message });
  };
  if (line.cargo === 'general') {
    need('lithiumBattery', !line.lithiumBattery, 'shipment.dgFlagNeedsDangerous');
    need('dryIce', !line.dryIce, 'shipment.dgFlagNeedsDangerous');
    return problems;
  }
  const un = line.unNumber?.trim().toUpperCase() ?? '';
  need('unNumber', un !== '', 'shipment.unNumberRequired');
  if (un !== '') need('unNumber', UN_NUMBER.test(un), 'shipment.unNumberFormat');
  need('properShippingName', Boolean(line.properShippingName?.trim()), 'shipment.psnRequired');
  const cls = line.hazardClass?.trim() ?? '';
  need('hazardClass', cls !== '', 'shipment.hazardClassRequired');
  if (cls !== '') need('hazardClass', HAZARD_CLASS.test(cls), 'shipment.hazardClassFormat');
  if (packingGroupRequired(line)) {
    need('packingGroup', Boolean(line.packingGroup), 'shipment.packingGroupRequired');
  }
  need('msdsFileId', Boolean(line.msdsFileId), 'shipment.msdsRequired');
  return problems;
}
