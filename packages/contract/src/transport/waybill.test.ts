import { describe, expect, it } from 'vitest';
import {
  insurancePremium,
  waybillExceptionAllowed,
  waybillMoveAllowed,
  waybillSignAllowed,
} from './waybill.ts';

describe('insurance premium', () => {
  it('is declared value × rate percent, to the cent', () => {
    expect(insurancePremium(100_000, 0.3)).toBe(300);
    expect(insurancePremium(12_345.67, 0.15)).toBe(18.52);
    expect(insurancePremium(0.1 + 0.2, 5)).toBe(0.02);
    expect(insurancePremium(5000, 0)).toBe(0);
  });
});

describe('waybill states', () => {
  it('moves one step at a time and never back', () => {
    expect(waybillMoveAllowed('created', 'picked_up')).toBe(true);
    expect(waybillMoveAllowed('created', 'in_transit')).toBe(false);
    expect(waybillMoveAllowed('in_transit', 'picked_up')).toBe(false);
    expect(waybillMoveAllowed('delivered', 'in_transit')).toBe(false);
  });
  it('records exceptions on the road only and signs for a waybill in transit', () => {
    expect(waybillExceptionAllowed('created')).toBe(false);
    expect(waybillExceptionAllowed('picked_up')).toBe(true);
    expect(waybillExceptionAllowed('in_transit')).toBe(true);
    expect(waybillExceptionAllowed('delivered')).toBe(false);
    expect(waybillSignAllowed('picked_up')).toBe(false);
    expect(waybillSignAllowed('in_transit')).toBe(true);
  });
});
