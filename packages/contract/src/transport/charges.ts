// What a transport quote costs (issue 15): the form's live total and the server's comparison use
// these same functions, so the supplier sees the amount the buyer compares.
import { VOLUMETRIC_DIVISOR_CM3 } from '../shipping/constants.ts';

export interface TransportCargo {
  grossWeightKg: number;
  volumeM3: number;
}

export interface TransportPricing {
  ratePerKg: number;
  minimumCharge: number;
  surcharges: readonly { name: string; amount: number }[];
  /** Air only: weight breaks; the highest break not above the chargeable weight sets the rate. */
  weightBreaks?: readonly { minKg: number; ratePerKg: number }[];
}

/** Work in ten-thousandths, as the money columns do, so sums do not drift. */
const toUnits = (v: number) => Math.round(v * 10_000);
const fromUnits = (v: number) => v / 10_000;

/** max(gross kg, volume m³ × 1e6 / 6000), to three decimals. */
export function chargeableWeight(cargo: TransportCargo): number {
  const volumetric = (cargo.volumeM3 * 1_000_000) / VOLUMETRIC_DIVISOR_CM3;
  return Math.round(Math.max(cargo.grossWeightKg, volumetric) * 1000) / 1000;
}

/** The rate per kg for a chargeable weight: the weight break it reaches, else the base rate. */
export function rateFor(pricing: TransportPricing, weightKg: number): number {
  let rate = pricing.ratePerKg;
  let reached = -1;
  for (const b of pricing.weightBreaks ?? []) {
    if (b.minKg <= weightKg && b.minKg > reached) {
      reached = b.minKg;
      rate = b.ratePerKg;
    }
  }
  return rate;
}

export interface TransportTotal {
  chargeableWeightKg: number;
  ratePerKg: number;
  freight: number;
  surcharges: number;
  total: number;
}

/** max(minimum charge, rate × chargeable weight) + surcharges, rounded to 0.01. */
export function transportTotal(cargo: TransportCargo, pricing: TransportPricing): TransportTotal {
  const weight = chargeableWeight(cargo);
  const rate = rateFor(pricing, weight);
  const freight = Math.max(toUnits(pricing.minimumCharge), Math.round(rate * weight * 10_000));
  const surcharges = pricing.surcharges.reduce((sum, s) => sum + toUnits(s.amount), 0);
  const total = Math.round((freight + surcharges) / 100) * 100;
  return {
    chargeableWeightKg: weight,
    ratePerKg: rate,
    freight: fromUnits(freight),
    surcharges: fromUnits(surcharges),
    total: fromUnits(total),
  };
}
