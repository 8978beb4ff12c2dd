import { describe, expect, it } from 'vitest';
import { awbCheckDigit, awbProblem, normaliseAwb } from './awb.ts';
import { boxListProblems, cargoProblems, packingGroupRequired } from './cargo.ts';
import {
  nextShipmentStates,
  shipNoticeAllowed,
  shipmentEditable,
  shipmentMoveAllowed,
} from './shipment-state.ts';
import { boxVolumeCm3, chargeableWeightKg, totalChargeableWeightKg } from './weight.ts';

describe('AWB number', () => {
  it('takes the serial modulo 7 as check digit', () => {
    expect(awbCheckDigit('1234567')).toBe(5);
    expect(awbCheckDigit('0000007')).toBe(0);
  });

  it('accepts a right number, with dashes or spaces', () => {
    expect(awbProblem('78412345675')).toBeNull();
    expect(awbProblem('784-1234567 5')).toBeNull();
    expect(normaliseAwb('784-1234 5675')).toBe('78412345675');
  });

  it('refuses a wrong check digit and a wrong length or letters', () => {
    expect(awbProblem('78412345674')).toBe('checkDigit');
    expect(awbProblem('78412345679')).toBe('checkDigit');
    expect(awbProblem('7841234567')).toBe('format');
    expect(awbProblem('784123456750')).toBe('format');
    expect(awbProblem('78A12345675')).toBe('format');
  });
});

describe('chargeable weight', () => {
  const box = { length: 60, width: 50, height: 40, volumeUnit: 'cm3' as const };

  it('charges the volumetric weight of a light box', () => {
    // 120,000 cm³ / 6000 = 20 kg
    expect(chargeableWeightKg({ ...box, grossWeightKg: 8 })).toBe(20);
  });

  it('charges the actual weight of a heavy box', () => {
    expect(chargeableWeightKg({ ...box, grossWeightKg: 35.5 })).toBe(35.5);
  });

  it('converts metres to centimetres', () => {
    const metres = { length: 0.6, width: 0.5, height: 0.4, volumeUnit: 'm3' as const };
    expect(boxVolumeCm3(metres)).toBeCloseTo(120_000, 3);
    expect(chargeableWeightKg({ ...metres, grossWeightKg: 8 })).toBe(20);
    // 1 m³ is about 167 kg
    expect(
      chargeableWeightKg({ length: 1, width: 1, height: 1, volumeUnit: 'm3', grossWeightKg: 1 }),
    ).toBe(166.67);
  });

  it('charges each box on its own and adds them up', () => {
    expect(
      totalChargeableWeightKg([
        { ...box, grossWeightKg: 8 },
        { ...box, grossWeightKg: 35.5 },
      ]),
    ).toBe(55.5);
  });
});

describe('box list', () => {
  const header = { tradeTerms: 'FCA' as const, deliveryPlace: 'Haikou' };

  it('lets a box combine lines with the same terms and place', () => {
    const lines = [
      { lineNo: 1, quantity: 2 },
      { lineNo: 2, quantity: 1, tradeTerms: 'FCA' as const, deliveryPlace: ' haikou ' },
    ];
    const boxes = [
      {
        items: [
          { lineNo: 1, quantity: 2 },
          { lineNo: 2, quantity: 1 },
        ],
      },
    ];
    expect(boxListProblems(header, lines, boxes)).toEqual([]);
  });

  it('refuses a box that mixes trade terms or delivery places', () => {
    const lines = [
      { lineNo: 1, quantity: 1 },
      { lineNo: 2, quantity: 1, tradeTerms: 'DAP' as const },
      { lineNo: 3, quantity: 1, deliveryPlace: 'Beijing' },
    ];
    const problems = boxListProblems(header, lines, [
      {
        items: [
          { lineNo: 1, quantity: 1 },
          { lineNo: 2, quantity: 1 },
        ],
      },
      {
        items: [
          { lineNo: 1, quantity: 0 },
          { lineNo: 3, quantity: 1 },
        ],
      },
    ]);
    expect(problems).toEqual([
      { path: ['boxes', 0, 'items'], message: 'shipment.boxMixesTerms' },
      { path: ['boxes', 1, 'items'], message: 'shipment.boxMixesPlace' },
    ]);
  });

  it('refuses unknown lines and quantities the boxes do not hold', () => {
    const problems = boxListProblems(
      header,
      [{ lineNo: 1, quantity: 3 }],
      [
        {
          items: [
            { lineNo: 1, quantity: 2 },
            { lineNo: 9, quantity: 1 },
          ],
        },
      ],
    );
    expect(problems.map((p) => p.message)).toEqual([
      'shipment.boxLineUnknown',
      'shipment.boxQuantityMismatch',
    ]);
  });

  it('asks nothing of the quantities when there are no boxes (a waybill alone)', () => {
    expect(boxListProblems(header, [{ lineNo: 1, quantity: 3 }], [])).toEqual([]);
  });
});

describe('dangerous goods line', () => {
  const dangerous = {
    cargo: 'dangerous' as const,
    unNumber: 'UN3480',
    properShippingName: 'Lithium ion batteries',
    hazardClass: '9',
    packingGroup: 'II' as const,
    msdsFileId: 'f1',
    lithiumBattery: true,
  };

  it('accepts a complete dangerous line and a plain general one', () => {
    expect(cargoProblems(dangerous)).toEqual([]);
    expect(cargoProblems({ ...dangerous, hazardClass: '2.1' })).toEqual([]);
    expect(cargoProblems({ cargo: 'general' })).toEqual([]);
  });

  it('names each missing field of a dangerous line', () => {
    expect(cargoProblems({ cargo: 'dangerous' }).map((p) => p.path[0])).toEqual([
      'unNumber',
      'properShippingName',
      'hazardClass',
      'packingGroup',
      'msdsFileId',
    ]);
  });

  it('refuses a malformed UN number or class', () => {
    expect(cargoProblems({ ...dangerous, unNumber: '3480' })).toEqual([
      { path: ['unNumber'], message: 'shipment.unNumberFormat' },
    ]);
    expect(cargoProblems({ ...dangerous, unNumber: 'UN348' })[0]?.message).toBe(
      'shipment.unNumberFormat',
    );
    expect(cargoProblems({ ...dangerous, hazardClass: '10' })[0]?.message).toBe(
      'shipment.hazardClassFormat',
    );
  });

  it('asks no packing group of gases, lithium batteries and the other classes without one', () => {
    const noGroup = { ...dangerous, packingGroup: undefined };
    expect(cargoProblems({ ...noGroup, hazardClass: '2.2', lithiumBattery: false })).toEqual([]);
    expect(cargoProblems({ ...noGroup, hazardClass: '9' })).toEqual([]);
    for (const cls of ['1.4S', '2', '2.1', '7', '5.2', '6.2']) {
      expect(packingGroupRequired({ hazardClass: cls })).toBe(false);
    }
    for (const cls of ['3', '4.1', '5.1', '6.1', '8', '9']) {
      expect(packingGroupRequired({ hazardClass: cls })).toBe(true);
    }
    expect(cargoProblems({ ...noGroup, hazardClass: '3', lithiumBattery: false })).toEqual([
      { path: ['packingGroup'], message: 'shipment.packingGroupRequired' },
    ]);
  });

  it('refuses lithium or dry ice flags on general cargo', () => {
    expect(cargoProblems({ cargo: 'general', dryIce: true })).toEqual([
      { path: ['dryIce'], message: 'shipment.dgFlagNeedsDangerous' },
    ]);
  });
});

describe('ship notice states', () => {
  it('lets the supplier drive the notice and the buyer only confirm delivery', () => {
    expect(nextShipmentStates('planned', 'supplier')).toEqual(['shipped', 'exception']);
    expect(shipmentMoveAllowed('inTransit', 'delivered', 'buyer')).toBe(true);
    expect(shipmentMoveAllowed('planned', 'delivered', 'buyer')).toBe(false);
    expect(shipmentMoveAllowed('delivered', 'exception', 'supplier')).toBe(false);
    expect(shipmentMoveAllowed('exception', 'inTransit', 'supplier')).toBe(true);
  });

  it('keeps only planned notices editable', () => {
    expect(shipmentEditable('planned')).toBe(true);
    expect(shipmentEditable('shipped')).toBe(false);
  });
});

describe('contracts a ship notice may be written for', () => {
  it('takes confirmed purchase, tool and AOG contracts only', () => {
    for (const kind of ['purchase', 'tool', 'aog'] as const) {
      expect(shipNoticeAllowed({ kind, state: 'confirmed' }), kind).toBe(true);
      expect(shipNoticeAllowed({ kind, state: 'toConfirm' }), kind).toBe(false);
    }
    expect(shipNoticeAllowed({ kind: 'repair', state: 'confirmed' })).toBe(false);
    expect(shipNoticeAllowed({ kind: 'transport', state: 'confirmed' })).toBe(false);
  });
});
