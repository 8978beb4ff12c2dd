// Demo exchange rates for the buyer's quote comparison and the inquiry's price limit; in core
// because both the bargaining and the inquiry module use them, and neither may import the other.
// A fixed table, not a market feed: the comparison only has to put offers in different currencies
// side by side, and a fixed table makes the demo and its tests reproducible. Values are CNY per one
// unit of each currency, rounded from mid-2025 reference rates. A real install would load the
// group treasury's monthly rates here.
import type { Currency } from '@portal/contract';

export const CNY_PER_UNIT: Readonly<Record<Currency, number>> = {
  CNY: 1,
  USD: 7.2,
  EUR: 7.8,
  GBP: 9.2,
  HKD: 0.92,
  JPY: 0.05,
  SGD: 5.4,
  CAD: 5.2,
  AUD: 4.7,
  CHF: 8.4,
};

/** Units of `target` per one unit of each currency (the comparison's `rates`). */
export function ratesTo(target: Currency): Record<Currency, number> {
  const base = CNY_PER_UNIT[target];
  return Object.fromEntries(
    Object.entries(CNY_PER_UNIT).map(([code, cny]) => [code, round(cny / base, 6)]),
  ) as Record<Currency, number>;
}

/** `amount` of `from` in `to`, to 4 decimals (the precision of stored prices). */
export function convert(amount: number, from: Currency, to: Currency): number {
  return round((amount * CNY_PER_UNIT[from]) / CNY_PER_UNIT[to], 4);
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
