import {
  INQUIRY_KINDS,
  effectiveQuoteState,
  quoteLinesSchema,
  repairQuoteLinesSchema,
  type QuoteLine,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { businessDate } from '../core/business-time.ts';
import { rowToQuoteLine } from '../modules/inquiry/index.ts';
import { rowToRepairLine } from '../modules/repair-quote/index.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { COMPANIES } from './demo-data.ts';
import { DEMO_INQUIRIES } from './demo-inquiries.ts';
import { DEMO_REPAIR_INQUIRIES } from './seed-repair-quotes.ts';
import { seedDatabase } from './seed.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const HOUR = 60 * 60 * 1000;

describe('demo inquiries', () => {
  it('cover every kind and every state of supplier.demo, relative to the seed time', async () => {
    const { db } = database;
    const rows = await db
      .selectFrom('bidders as b')
      .innerJoin('inquiries as i', 'i.id', 'b.inquiry_id')
      .select([
        'i.inquiry_number',
        'i.kind',
        'i.created_at',
        'b.bid_end',
        'b.state',
        'b.company_id',
      ])
      .where(
        'i.inquiry_number',
        'in',
        [...DEMO_INQUIRIES, ...DEMO_REPAIR_INQUIRIES].map((s) => s.number),
      )
      .execute();
    const demo = rows.filter((r) => r.company_id === COMPANIES.demoSupplier.id);
    const other = rows.filter((r) => r.company_id === COMPANIES.otherSupplier.id);
    expect(demo.length).toBe(DEMO_INQUIRIES.length + DEMO_REPAIR_INQUIRIES.length);
    expect(demo.length).toBeGreaterThanOrEqual(30);
    expect(other.length).toBeGreaterThan(demo.length / 2);
    expect(new Set(demo.map((r) => r.kind))).toEqual(new Set(INQUIRY_KINDS));

    // The template may be days old: judge the states at the time it was seeded.
    const first = DEMO_INQUIRIES[0];
    const firstRow = demo.find((r) => r.inquiry_number === first?.number);
    const seededAt = new Date(
      (firstRow?.created_at.getTime() ?? 0) + (first?.createdHoursAgo ?? 0) * HOUR,
    );
    const states = demo.map((r) => effectiveQuoteState(r.state, r.bid_end, seededAt));
    for (const state of ['notQuoted', 'hold', 'submitted', 'noBid', 'expired'] as const) {
      expect(states.filter((s) => s === state).length, state).toBeGreaterThanOrEqual(2);
    }
    const closingSoon = demo.filter(
      (r) =>
        ['notQuoted', 'hold'].includes(r.state) &&
        r.bid_end > seededAt &&
        r.bid_end.getTime() - seededAt.getTime() <= 24 * HOUR,
    );
    expect(closingSoon).toHaveLength(2);
  });

  it('seeded quotes follow the rules; one open inquiry has submitted quotes from both', async () => {
    const { db } = database;
    const bidders = await db
      .selectFrom('bidders as b')
      .innerJoin('companies as c', 'c.id', 'b.company_id')
      .innerJoin('inquiries as i', 'i.id', 'b.inquiry_id')
      .select([
        'b.id',
        'b.state',
        'b.inquiry_id',
        'b.version',
        'b.quote_number',
        'c.domestic',
        'i.created_at',
      ])
      .where('b.state', '=', 'submitted')
      .where(
        'i.inquiry_number',
        'in',
        DEMO_INQUIRIES.map((s) => s.number),
      )
      .execute();
    expect(bidders.length).toBeGreaterThan(5);
    for (const b of bidders) {
      expect(b.version).toBe(3);
      expect(b.quote_number).toMatch(/^QT\d{10}$/);
      const lines = await db
        .selectFrom('quote_lines')
        .selectAll()
        .where('bidder_id', '=', b.id)
        .execute();
      const parsed = quoteLinesSchema({
        domestic: b.domestic,
        submit: true,
        today: businessDate(b.created_at),
      }).safeParse(
        lines.map((l): QuoteLine => {
          const { id: _id, bargainedFrom: _from, ...line } = rowToQuoteLine(l);
          return line;
        }),
      );
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
    const byInquiry = new Map<string, number>();
    for (const b of bidders) byInquiry.set(b.inquiry_id, (byInquiry.get(b.inquiry_id) ?? 0) + 1);
    const compared = [...byInquiry.entries()].filter(([, n]) => n === 2).map(([id]) => id);
    expect(compared.length).toBeGreaterThanOrEqual(2);

    const rounds = await db
      .selectFrom('bargaining_rounds')
      .selectAll()
      .where('company_id', '=', COMPANIES.demoSupplier.id)
      .where('status', '=', 'pending')
      .execute();
    expect(rounds).toHaveLength(1);
    expect(Number(rounds[0]?.target_price)).toBeLessThan(Number(rounds[0]?.last_price));
  });

  it('repair inquiries: a unit on every item; a submitted repair quote to compare follows the rules', async () => {
    const { db } = database;
    const numbers = DEMO_REPAIR_INQUIRIES.map((s) => s.number);
    const items = await db
      .selectFrom('inquiry_items as it')
      .innerJoin('inquiries as i', 'i.id', 'it.inquiry_id')
      .leftJoin('repair_units as u', 'u.item_id', 'it.id')
      .select(['i.kind', 'u.serial_number', 'u.aircraft_registration'])
      .where('i.inquiry_number', 'in', numbers)
      .execute();
    expect(items.length).toBe(DEMO_REPAIR_INQUIRIES.flatMap((s) => s.items).length);
    for (const item of items) {
      expect(item.kind).toBe('repair');
      expect(item.serial_number).toBeTruthy();
      expect(item.aircraft_registration).toMatch(/^B-\d{4}$/);
    }
    const submitted = await db
      .selectFrom('bidders as b')
      .innerJoin('inquiries as i', 'i.id', 'b.inquiry_id')
      .select(['b.id', 'b.company_id', 'i.created_at'])
      .where('i.inquiry_number', 'in', numbers)
      .where('b.state', '=', 'submitted')
      .execute();
    expect(submitted.map((b) => b.company_id)).toEqual([COMPANIES.otherSupplier.id]);
    const lines = await db
      .selectFrom('repair_quote_lines')
      .selectAll()
      .where('bidder_id', '=', submitted[0]!.id)
      .execute();
    const parsed = repairQuoteLinesSchema({
      submit: true,
      today: businessDate(submitted[0]!.created_at),
    }).safeParse(
      lines.map((l) => {
        const { id: _id, ...line } = rowToRepairLine(l);
        return line;
      }),
    );
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('the foreign supplier is foreign', async () => {
    const companies = await database.db
      .selectFrom('companies')
      .select(['code', 'domestic', 'country'])
      // The buyer and the two suppliers the demo inquiries go to (other seeds add more companies).
      .where('code', 'in', ['DAMG', 'S100001', 'S100002'])
      .orderBy('code')
      .execute();
    expect(companies).toEqual([
      { code: 'DAMG', domestic: true, country: 'CN' },
      { code: 'S100001', domestic: true, country: 'CN' },
      { code: 'S100002', domestic: false, country: 'HK' },
    ]);
  });

  it('seeding again adds and resets nothing', async () => {
    const { db } = database;
    const count = async (
      table: 'inquiries' | 'bidders' | 'quote_lines' | 'bargaining_rounds' | 'inquiry_events',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const tables = [
      'inquiries',
      'bidders',
      'quote_lines',
      'bargaining_rounds',
      'inquiry_events',
    ] as const;
    const before = await Promise.all(tables.map(count));
    await db.updateTable('bidders').set({ remarks: 'changed by the user' }).execute();
    await seedDatabase(db);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    const remarks = await db.selectFrom('bidders').select('remarks').distinct().execute();
    expect(remarks).toEqual([{ remarks: 'changed by the user' }]);
  });
});
