// A registration that raced another past the availability check is caught by a unique index. The
// answer names the field only when the index is that field's: a clash on any other index must not
// tell the user their account is taken.
import { describe, expect, it } from 'vitest';
import { raceRefusal } from './registration';

describe('raceRefusal', () => {
  it('names the account when the account index caught the race', () => {
    const e = raceRefusal('users_account_lower');
    expect(e.status).toBe(409);
    expect(e.key).toBe('register.accountTaken');
    expect(e.options.fields).toEqual({ account: 'register.accountTaken' });
  });

  it('names the tax ID when the tax ID index caught it', () => {
    const e = raceRefusal('companies_supplier_tax_id');
    expect(e.key).toBe('register.taxIdTaken');
    expect(e.options.fields).toEqual({ taxId: 'register.taxIdTaken' });
  });

  it('asks to submit again, naming no field, for any other index', () => {
    for (const constraint of ['supplier_contacts_primary', undefined]) {
      const e = raceRefusal(constraint);
      expect(e.status).toBe(409);
      expect(e.key).toBe('register.raced');
      expect(e.options.fields).toBeUndefined();
    }
  });
});
