import { describe, expect, it } from 'vitest';
import { checkOrderAnswer, orderAnswerSchema, type OrderedLine } from './line-answer.ts';

const ordered: OrderedLine[] = [
  { id: 'l1', unitPrice: 120, quantity: 10, deliveryDate: '2026-12-20' },
  { id: 'l2', unitPrice: 80.5, quantity: 4, deliveryDate: '2026-12-20' },
];
const today = '2026-11-27';
const parse = (value: unknown) => orderAnswerSchema.parse(value);

describe('an answer to a contract version', () => {
  it('accepts a confirmation of one line and a split of the other into now and backorder', () => {
    const answer = parse({
      lines: [
        { lineId: 'l1', answer: 'confirm' },
        {
          lineId: 'l2',
          answer: 'amend',
          reason: 'Two in stock, two on backorder',
          deliveries: [
            { quantity: 2, date: '2026-12-20' },
            { quantity: 2, date: '2027-02-15' },
          ],
        },
      ],
    });
    expect(checkOrderAnswer(ordered, answer, today)).toEqual([]);
  });

  it('requires a reason to amend or reject, within 200 characters', () => {
    const noReason = orderAnswerSchema.safeParse({ lines: [{ lineId: 'l1', answer: 'reject' }] });
    expect(noReason.success).toBe(false);
    expect(noReason.error?.issues[0]).toMatchObject({
      path: ['lines', 0, 'reason'],
      message: 'order.reasonRequired',
    });
    const blank = orderAnswerSchema.safeParse({
      lines: [{ lineId: 'l1', answer: 'reject', reason: '   ' }],
    });
    expect(blank.error?.issues[0]?.message).toBe('order.reasonRequired');
    const long = orderAnswerSchema.safeParse({
      lines: [{ lineId: 'l1', answer: 'reject', reason: 'x'.repeat(201) }],
    });
    expect(long.error?.issues[0]?.message).toBe('order.reasonTooLong');
  });

  it('refuses deliveries that do not add up, lie in the past, or are too many', () => {
    const answer = parse({
      lines: [
        { lineId: 'l2', answer: 'reject', reason: 'Discontinued' },
        {
          lineId: 'l1',
          answer: 'amend',
          reason: 'Fewer available',
          quantity: 8,
          deliveries: [
            { quantity: 5, date: '2026-11-26' },
            { quantity: 2, date: '2026-12-30' },
          ],
        },
      ],
    });
    expect(checkOrderAnswer(ordered, answer, today)).toEqual([
      { path: ['lines', 1, 'deliveries'], message: 'order.deliveriesSum' },
      { path: ['lines', 1, 'deliveries', 0, 'date'], message: 'order.datePast' },
    ]);
    const many = orderAnswerSchema.safeParse({
      lines: [
        {
          lineId: 'l1',
          answer: 'amend',
          reason: 'Weekly',
          deliveries: Array.from({ length: 11 }, () => ({ quantity: 1, date: '2027-01-01' })),
        },
      ],
    });
    expect(many.error?.issues[0]).toMatchObject({ message: 'order.deliveriesCount' });
  });

  it('calls an amendment that changes nothing what it is', () => {
    const answer = parse({
      lines: [
        { lineId: 'l2', answer: 'confirm' },
        {
          lineId: 'l1',
          answer: 'amend',
          reason: 'Same',
          unitPrice: 120,
          deliveries: [{ quantity: 10, date: '2026-12-20' }],
        },
      ],
    });
    expect(checkOrderAnswer(ordered, answer, today)).toEqual([
      { path: ['lines', 1, 'answer'], message: 'order.amendNothing' },
    ]);
  });

  it('needs every line answered once, and only lines of the contract', () => {
    expect(
      checkOrderAnswer(ordered, parse({ lines: [{ lineId: 'l1', answer: 'confirm' }] }), today),
    ).toEqual([{ path: ['lines'], message: 'order.linesMissing' }]);
    expect(
      checkOrderAnswer(
        ordered,
        parse({
          lines: [
            { lineId: 'l1', answer: 'confirm' },
            { lineId: 'l1', answer: 'reject', reason: 'Changed my mind' },
            { lineId: 'zz', answer: 'confirm' },
          ],
        }),
        today,
      ),
    ).toEqual([
      { path: ['lines', 1, 'lineId'], message: 'order.lineTwice' },
      { path: ['lines', 2, 'lineId'], message: 'order.lineUnknown' },
    ]);
  });

  it('refuses a price with more than 4 decimals and a fractional quantity', () => {
    const bad = orderAnswerSchema.safeParse({
      lines: [
        {
          lineId: 'l1',
          answer: 'amend',
          reason: 'New price',
          unitPrice: 1.23456,
          deliveries: [{ quantity: 1.5, date: '2027-01-01' }],
        },
      ],
    });
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      'order.priceRange',
      'order.quantityRange',
    ]);
  });
});
