import { describe, expect, it } from 'vitest';
import {
  checkConfirmPassword,
  checkNewPassword,
  checkOldPassword,
  checkPasswordChange,
} from './password.ts';
import { newPasswordSchema } from './password-schema.ts';
import { formatMessage } from '../messages/index.ts';

describe('new password rule (product rules: the password rule)', () => {
  it.each([
    ['Abcdef1$', null],
    ['Buyer#2026', null],
    ['a1&bcdefghijklmn', null], // 16 characters
    ['', 'password.required'],
    ['Ab1$', 'password.rule'], // too short
    ['a1&bcdefghijklmno', 'password.rule'], // 17 characters
    ['abcdefgh', 'password.rule'], // letters only
    ['abcdefg1', 'password.rule'], // no symbol
    ['12345678$', 'password.rule'], // no letter
    ['abcdefg$', 'password.rule'], // no digit
    ['Abcdef1^', 'password.rule'], // symbol outside the allowed six
    ['Abc def1$', 'password.rule'], // space
    ['密码Abc123$', 'password.rule'], // non-Latin letters
  ])('%j → %s', (value, expected) => {
    expect(checkNewPassword(value)).toBe(expected);
  });

  it('zod schema carries the message key', () => {
    const result = newPasswordSchema.safeParse('weak');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('password.rule');
    expect(newPasswordSchema.safeParse('Strong#2026').success).toBe(true);
  });
});

describe('old and confirm password', () => {
  it('old password cannot be empty', () => {
    expect(checkOldPassword('')).toBe('password.oldRequired');
    expect(checkOldPassword('x')).toBeNull();
  });
  it('confirm must be entered and equal', () => {
    expect(checkConfirmPassword('', 'Abcdef1$')).toBe('password.confirmRequired');
    expect(checkConfirmPassword('Abcdef1%', 'Abcdef1$')).toBe('password.mismatch');
    expect(checkConfirmPassword('Abcdef1$', 'Abcdef1$')).toBeNull();
  });
  it('checks all three fields and refuses reusing the old password', () => {
    expect(checkPasswordChange({ oldPwd: '', password: 'x', confirm: '' })).toEqual({
      oldPwd: 'password.oldRequired',
      password: 'password.rule',
      confirm: 'password.confirmRequired',
    });
    expect(
      checkPasswordChange({ oldPwd: 'Abcdef1$', password: 'Abcdef1$', confirm: 'Abcdef1$' }),
    ).toEqual({ password: 'password.sameAsOld' });
    expect(
      checkPasswordChange({ oldPwd: 'Old#2026x', password: 'New#2026x', confirm: 'New#2026x' }),
    ).toEqual({});
  });
});

describe('messages in both languages', () => {
  it.each([
    ['password.rule', 'en', /8-16 characters/],
    ['password.rule', 'zh', /8-16 位/],
    ['password.mismatch', 'en', /differ/],
    ['password.mismatch', 'zh', /不一致/],
    ['password.oldRequired', 'zh', /旧密码不能为空/],
    ['password.confirmRequired', 'en', /re-enter/],
  ] as const)('%s in %s', (key, lang, pattern) => {
    expect(formatMessage(lang, key)).toMatch(pattern);
  });
  it('fills parameters', () => {
    expect(formatMessage('en', 'auth.tooManyAttempts', { minutes: 15 })).toContain('15 minutes');
    expect(formatMessage('zh', 'auth.tooManyAttempts', { minutes: 15 })).toContain('15 分钟');
  });
});
