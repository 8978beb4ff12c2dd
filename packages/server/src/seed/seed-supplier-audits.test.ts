import { AUDIT_STATES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { AUDIT_DEMOS, seedSupplierAudits } from './seed-supplier-audits.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demo suppliers at every audit step', () => {
  it('puts a supplier in every state of the audit, each with the history that led there', async () => {
    const { db } = database;
    const now = new Date('2026-11-26T04:00:00Z');
    await seedSupplierAudits(db, now);
    const rows = await db
      .selectFrom('companies')
      .select(['id', 'name_en', 'audit_status', 'status'])
      .where(
        'tax_id',
        'in',
        AUDIT_DEMOS.map((d) => d.taxId),
      )
      .execute();
    expect(rows).toHaveLength(AUDIT_DEMOS.length);
    // Every state but `approved` (admitted outside the flow, as the two demo suppliers are).
    const states = new Set(rows.map((r) => r.audit_status));
    expect([...states].sort()).toEqual(AUDIT_STATES.filter((s) => s !== 'approved').sort());
    expect(rows.find((r) => r.audit_status === 'syncedToErp')?.status).toBe('approved');

    for (const row of rows) {
      const events = await db
        .selectFrom('supplier_events')
        .selectAll()
        .where('company_id', '=', row.id)
        .orderBy('created_at')
        .execute();
      // A chain: registered first, each move from the state the one before left, ending in the
      // company's state, in time order before now.
      expect(events[0]?.action).toBe('register');
      for (let i = 1; i < events.length; i++) {
        expect(events[i]?.from_state, row.name_en).toBe(events[i - 1]?.to_state);
        expect(events[i]!.created_at.getTime()).toBeGreaterThan(
          events[i - 1]!.created_at.getTime(),
        );
      }
      expect(events.at(-1)?.to_state, row.name_en).toBe(row.audit_status);
      expect(events.at(-1)!.created_at.getTime()).toBeLessThan(now.getTime());
    }

    const returned = rows.find((r) => r.audit_status === 'returned')!;
    const last = await db
      .selectFrom('supplier_events')
      .select(['action', 'by_name', 'by_user_id', 'remarks'])
      .where('company_id', '=', returned.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    // Returned by the business department's demo account, with the reason the supplier reads.
    expect(last).toMatchObject({ action: 'return', by_name: '李娜' });
    expect(last.by_user_id).not.toBeNull();
    expect(last.remarks).toContain('CCAR-145');
  });

  it('gives the approved demo suppliers the event of their admission', async () => {
    const { db } = database;
    const events = await db
      .selectFrom('supplier_events as e')
      .innerJoin('companies as c', 'c.id', 'e.company_id')
      .select(['c.code', 'e.action', 'e.to_state'])
      .where('c.code', 'in', ['S100001', 'S100002'])
      .execute();
    expect(events).toEqual(
      expect.arrayContaining([
        { code: 'S100001', action: 'import', to_state: 'approved' },
        { code: 'S100002', action: 'import', to_state: 'approved' },
      ]),
    );
  });

  it('runs again without adding a company or an event, and keeps what the demo changed', async () => {
    const { db } = database;
    const count = async (table: 'companies' | 'supplier_events') =>
      (await db.selectFrom(table).select('id').execute()).length;
    const before = { companies: await count('companies'), events: await count('supplier_events') };
    const huarui = AUDIT_DEMOS.find((d) => d.key === 'huarui')!;
    await db
      .updateTable('companies')
      .set({ audit_status: 'oaUnderReview' })
      .where('tax_id', '=', huarui.taxId)
      .execute();
    await seedSupplierAudits(db, new Date());
    expect(await count('companies')).toBe(before.companies);
    expect(await count('supplier_events')).toBe(before.events);
    const moved = await db
      .selectFrom('companies')
      .select('audit_status')
      .where('tax_id', '=', huarui.taxId)
      .executeTakeFirstOrThrow();
    expect(moved.audit_status).toBe('oaUnderReview');
  });
});
