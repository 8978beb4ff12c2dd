// Chargeable weight of air cargo: the greater of the actual weight and the volumetric weight
// (volume in cm³ / 6000, IATA), per box and summed over the notice.
import { VOLUMETRIC_DIVISOR_CM3, type VolumeUnit } from './constants.ts';

export interface BoxMeasure {
  length: number;
  width: number;
  height: number;
  /** cm3: the sides are centimetres; m3: they are metres. */
  volumeUnit: VolumeUnit;
  grossWeightKg: number;
}

/** The box's volume in cm³. */
export function boxVolumeCm3(box: Omit<BoxMeasure, 'grossWeightKg'>): number {
  const cm = box.volumeUnit === 'm3' ? 100 : 1;
  return box.length * cm * (box.width * cm) * (box.height * cm);
}

const round2 = (v: number) => Math.round(v * 100) / 100;

export function volumetricWeightKg(box: Omit<BoxMeasure, 'grossWeightKg'>): number {
  return round2(boxVolumeCm3(box) / VOLUMETRIC_DIVISOR_CM3);
}

export function chargeableWeightKg(box: BoxMeasure): number {
  return round2(Math.max(box.grossWeightKg, volumetricWeightKg(box)));
}

/** A notice's chargeable weight: each box is charged on its own, then the boxes add up. */
export function totalChargeableWeightKg(boxes: readonly BoxMeasure[]): number {
  return round2(boxes.reduce((sum, b) => sum + chargeableWeightKg(b), 0));
}
