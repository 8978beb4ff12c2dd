import { describe, expect, it } from 'vitest';
import { FORECAST_ENTRIES_PER_LINE_MAX } from './forecast-constants.ts';
import { addDays, checkLinePlan, forecastSlipped, planChanges } from './forecast-rules.ts';

const today = '2026-11-27';

describe('checkLinePlan', () => {
  it('accepts a plan within the line quantity from today on', () => {
    expect(
      checkLinePlan(
        [
          { date: today, quantity: 2 },
          { date: '2027-01-10', quantity: 2 },
        ],
        [],
        4,
        today,
      ),
    ).toBeNull();
    expect(checkLinePlan([], [{ date: today, quantity: 1 }], 4, today)).toBeNull();
  });

  it('refuses more than the line quantity', () => {
    expect(
      checkLinePlan(
        [
          { date: today, quantity: 3 },
          { date: '2027-01-10', quantity: 2 },
        ],
        [],
        4,
        today,
      ),
    ).toEqual({ key: 'forecast.overQuantity', params: { max: 4 } });
  });

  it('refuses a new date in the past but keeps a stored one', () => {
    const past = { date: '2026-11-20', quantity: 1 };
    expect(checkLinePlan([past], [], 4, today)).toEqual({
      key: 'forecast.datePast',
      params: { date: '2026-11-20' },
    });
    expect(checkLinePlan([{ ...past, quantity: 2 }], [past], 4, today)).toBeNull();
  });

  it('refuses a date past the horizon, a date twice and too many entries', () => {
    expect(checkLinePlan([{ date: addDays(today, 731), quantity: 1 }], [], 4, today)?.key).toBe(
      'forecast.dateTooFar',
    );
    expect(checkLinePlan([{ date: addDays(today, 730), quantity: 1 }], [], 4, today)).toBeNull();
    expect(
      checkLinePlan(
        [
          { date: today, quantity: 1 },
          { date: today, quantity: 1 },
        ],
        [],
        4,
        today,
      )?.key,
    ).toBe('forecast.duplicateDate');
    const many = Array.from({ length: FORECAST_ENTRIES_PER_LINE_MAX + 1 }, (_, i) => ({
      date: addDays(today, i),
      quantity: 1,
    }));
    expect(checkLinePlan(many, [], 100, today)?.key).toBe('forecast.tooManyEntries');
  });
});

describe('planChanges', () => {
  it('pairs entries in date order: a moved shipment is one change', () => {
    expect(
      planChanges(
        [
          { date: '2027-01-03', quantity: 2 },
          { date: '2027-01-01', quantity: 1 },
        ],
        [
          { date: '2027-01-01', quantity: 1 },
          { date: '2027-01-10', quantity: 2 },
        ],
      ),
    ).toEqual([{ oldDate: '2027-01-03', oldQuantity: 2, newDate: '2027-01-10', newQuantity: 2 }]);
  });

  it('records additions and removals with the missing side null', () => {
    expect(planChanges([], [{ date: '2027-01-01', quantity: 1 }])).toEqual([
      { oldDate: null, oldQuantity: null, newDate: '2027-01-01', newQuantity: 1 },
    ]);
    expect(planChanges([{ date: '2027-01-01', quantity: 1 }], [])).toEqual([
      { oldDate: '2027-01-01', oldQuantity: 1, newDate: null, newQuantity: null },
    ]);
    expect(
      planChanges([{ date: '2027-01-01', quantity: 1 }], [{ date: '2027-01-01', quantity: 1 }]),
    ).toEqual([]);
  });
});

describe('forecastSlipped and addDays', () => {
  it('flags only a date after the delivery date', () => {
    expect(forecastSlipped('2027-01-16', '2027-01-15')).toBe(true);
    expect(forecastSlipped('2027-01-15', '2027-01-15')).toBe(false);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
