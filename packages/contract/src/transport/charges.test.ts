import { describe, expect, it } from 'vitest';
import { chargeableWeight, rateFor, transportTotal } from './charges.ts';
import { transportAwardAllowed, transportQuoteAllowed } from './transport-state.ts';

describe('chargeable weight', () => {
  it('takes the gross weight when it is above the volumetric weight', () => {
    expect(chargeableWeight({ grossWeightKg: 500, volumeM3: 1 })).toBe(500);
  });
  it('takes volume × 1e6 / 6000 for light, bulky cargo', () => {
    expect(chargeableWeight({ grossWeightKg: 100, volumeM3: 3 })).toBe(500);
    expect(chargeableWeight({ grossWeightKg: 10, volumeM3: 1 })).toBe(166.667);
  });
});

describe('transport total', () => {
  const pricing = {
    ratePerKg: 2.5,
    minimumCharge: 300,
    surcharges: [
      { name: 'Fuel', amount: 40.1 },
      { name: 'Security', amount: 0.2 },
    ],
  };
  it('charges the minimum when rate × weight is below it', () => {
    const t = transportTotal({ grossWeightKg: 50, volumeM3: 0.1 }, pricing);
    expect(t.freight).toBe(300);
    expect(t.total).toBe(340.3);
  });
  it('charges rate × chargeable weight above the minimum', () => {
    const t = transportTotal({ grossWeightKg: 100, volumeM3: 3 }, pricing);
    expect(t.chargeableWeightKg).toBe(500);
    expect(t.freight).toBe(1250);
    expect(t.surcharges).toBe(40.3);
    expect(t.total).toBe(1290.3);
  });
  it('takes the rate of the highest weight break reached', () => {
    const breaks = {
      ...pricing,
      weightBreaks: [
        { minKg: 1000, ratePerKg: 1.5 },
        { minKg: 300, ratePerKg: 2 },
      ],
    };
    expect(rateFor(breaks, 299)).toBe(2.5);
    expect(rateFor(breaks, 500)).toBe(2);
    expect(rateFor(breaks, 1000)).toBe(1.5);
    expect(transportTotal({ grossWeightKg: 500, volumeM3: 0 }, breaks).total).toBe(1040.3);
  });
});

describe('transport states', () => {
  it('lets suppliers quote an open or quoted inquiry until the deadline only', () => {
    expect(transportQuoteAllowed('open', '2026-12-01', '2026-12-01')).toBe(true);
    expect(transportQuoteAllowed('quoted', '2026-12-01', '2026-11-30')).toBe(true);
    expect(transportQuoteAllowed('quoted', '2026-12-01', '2026-12-02')).toBe(false);
    expect(transportQuoteAllowed('awarded', '2026-12-01', '2026-11-30')).toBe(false);
  });
  it('awards only a quoted inquiry', () => {
    expect(transportAwardAllowed('quoted')).toBe(true);
    expect(transportAwardAllowed('open')).toBe(false);
    expect(transportAwardAllowed('awarded')).toBe(false);
  });
});
