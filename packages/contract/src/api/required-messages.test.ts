// A required field left empty answers with the contract's message key, which both languages
// translate, not with zod's own English ("Too small: expected string…"). Seen on the customs
// information form's broker: a shared `id` schema's min(1) answered before the field's own.
import { describe, expect, it } from 'vitest';
import { saveCustomsInfoInput } from './customs-info.ts';
import { personalCustomsInput } from './customs.ts';

function messageAt(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  key: string,
) {
  return result.error?.issues.find((i) => i.path[0] === key)?.message;
}

describe('required fields answer with message keys', () => {
  it('customs information: an empty broker', () => {
    const result = saveCustomsInfoInput.safeParse({ brokerId: '' });
    expect(messageAt(result, 'brokerId')).toBe('customsInfo.brokerRequired');
  });

  it('customs-broker authorization: an empty authorization letter', () => {
    const result = personalCustomsInput.safeParse({ letterFileId: '' });
    expect(messageAt(result, 'letterFileId')).toBe('customs.letterRequired');
  });
});
