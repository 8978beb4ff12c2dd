import { describe, expect, it } from 'vitest';
import { CONTRACT_NUMBER_MAX } from '@portal/contract';
import { repairContractNumbers } from './award-contracts.ts';

describe('repairContractNumbers', () => {
  it('names one unit after the inquiry and several after the inquiry and their item', () => {
    expect(repairContractNumbers('RFQ-2026-0007', [3])).toEqual(['R-RFQ-2026-0007']);
    expect(repairContractNumbers('RFQ-2026-0007', [1, 12])).toEqual([
      'R-RFQ-2026-0007-1',
      'R-RFQ-2026-0007-12',
    ]);
  });

  it("keeps within the ERP's 40 characters by keeping the end of a long inquiry number", () => {
    const inquiry = `HNA-MRO-${'X'.repeat(20)}-2026-000123`; // 40 characters
    const [single] = repairContractNumbers(inquiry, [1]);
    const several = repairContractNumbers(inquiry, [1, 2000]);
    for (const n of [single!, ...several]) {
      expect(n.length).toBeLessThanOrEqual(CONTRACT_NUMBER_MAX);
      expect(n).toMatch(/^R-.*2026-000123(-\d+)?$/);
    }
    expect(several[1]).toBe(`R-${inquiry.slice(-(CONTRACT_NUMBER_MAX - 7))}-2000`);
    expect(new Set(several).size).toBe(2);
  });
});
