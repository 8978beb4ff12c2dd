import { describe, expect, it } from 'vitest';
import { customsInfoMoveAllowed, nextCustomsInfoStates } from './customs-info.ts';
import { saveCustomsInfoInput } from '../api/customs-info.ts';

const valid = {
  shipmentId: 's-1',
  version: 0,
  hsCode: '8803300000',
  declaredValue: 12500.5,
  currency: 'USD',
  originCountry: 'US',
  brokerId: 'b-1',
  state: 'toDeclare',
};

const problems = (input: object) => {
  const r = saveCustomsInfoInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('customs info rules', () => {
  it('moves toDeclare → declared → released or held, held → released; released is final', () => {
    expect(nextCustomsInfoStates(null)).toEqual(['toDeclare', 'declared']);
    expect(customsInfoMoveAllowed('declared', 'held')).toBe(true);
    expect(customsInfoMoveAllowed('held', 'released')).toBe(true);
    expect(customsInfoMoveAllowed('declared', 'toDeclare')).toBe(false);
    expect(nextCustomsInfoStates('released')).toEqual([]);
  });

  it('takes a 10-digit HS code and an 18-digit declaration number only once declared', () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, hsCode: '88033000' })).toEqual(['hsCode:customsInfo.hsCodeRule']);
    expect(problems({ ...valid, state: 'declared' })).toEqual([
      'declarationNumber:customsInfo.declarationRequired',
    ]);
    expect(
      problems({ ...valid, state: 'declared', declarationNumber: '31222026100000001' }),
    ).toEqual(['declarationNumber:customsInfo.declarationRule']);
    expect(
      problems({ ...valid, state: 'toDeclare', declarationNumber: '312220261000000012' }),
    ).toEqual(['declarationNumber:customsInfo.declarationTooEarly']);
    expect(
      problems({ ...valid, state: 'declared', declarationNumber: '312220261000000012' }),
    ).toEqual([]);
  });

  it('bounds the value, the currency, the country and the documents', () => {
    expect(problems({ ...valid, declaredValue: 0 })).toEqual([
      'declaredValue:customsInfo.valueRule',
    ]);
    expect(problems({ ...valid, declaredValue: 2e9 })).toEqual([
      'declaredValue:customsInfo.valueRule',
    ]);
    expect(problems({ ...valid, currency: 'XYZ' })).toHaveLength(1);
    expect(problems({ ...valid, originCountry: 'ZZ' })).toHaveLength(1);
    const many = Array.from({ length: 11 }, (_, i) => `f-${i}`);
    expect(problems({ ...valid, documentIds: many })).toEqual([
      'documentIds:customsInfo.tooManyDocuments',
    ]);
    expect(problems({ ...valid, documentIds: ['f-1', 'f-1'] })).toEqual([
      'documentIds:customsInfo.documentRepeated',
    ]);
  });
});
