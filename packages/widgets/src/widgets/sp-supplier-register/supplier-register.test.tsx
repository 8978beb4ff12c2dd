import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import type { userEvent } from 'storybook/test';
import { constants, privateDecrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { messages, PASSWORD_INPUT_MAX, supplierApi } from '@portal/contract';
import { FIXTURE_PRIVATE_KEY, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import {
  FIXTURE_EXPIRED_CODE,
  FIXTURE_INVITE_CODE,
  registerHandlers,
} from '../../testing/supplier-fixtures';
import { browserTimeZone } from './supplier-register';
import * as stories from './supplier-register.stories';

vi.setConfig({ testTimeout: 30_000 });

const { FromInvitation, Empty, Chinese, Taken, CheckRefused } = composeStories(stories);

const renderStory = (Story: typeof Empty) =>
  renderWith(Story, { mock: (api, p) => registerHandlers(api, p.fixture as never) });

const checks = (api: MockApi) =>
  api.requests().filter((r) => r.path === supplierApi.checkRegistration.path);

type User = ReturnType<typeof userEvent.setup>;

/** Fills a valid form (English labels); `over` replaces some values. */
async function fillValid(user: User, over: Record<string, string> = {}) {
  const v = {
    country: 'CN',
    taxCategory: 'uscc',
    taxId: '91310000MA1FL9NEW1',
    companyName: 'Skyline Aero Parts Ltd.',
    account: 'skyline.admin',
    password: 'Skyline#2026',
    repeatPassword: 'Skyline#2026',
    email: 'admin@skyline.example.com',
    ...over,
  };
  await user.click(screen.getByRole('checkbox', { name: /accept the supplier code of conduct/ }));
  await user.selectOptions(screen.getByLabelText(/^Supplier kind/), 'aviation');
  await user.selectOptions(screen.getByLabelText(/^Country or region/), v.country);
  await user.selectOptions(screen.getByLabelText(/^Tax number category/), v.taxCategory);
  await user.type(screen.getByLabelText(/^Tax ID/), v.taxId);
  await user.type(screen.getByLabelText(/^Company name/), v.companyName);
  await user.type(screen.getByLabelText(/^Login account/), v.account);
  await user.type(screen.getByLabelText(/^Password/), v.password);
  await user.type(screen.getByLabelText(/^Repeat password/), v.repeatPassword);
  await user.type(screen.getByLabelText(/^E-mail/), v.email);
  await user.selectOptions(screen.getByLabelText(/^Time zone/), 'Asia/Shanghai');
}

describe('sp-supplier-register', () => {
  it('shows the code of conduct in a scrollable region and prefills the invite code', async () => {
    await renderStory(FromInvitation);
    const conduct = screen.getByRole('region', { name: 'Supplier code of conduct' });
    expect(conduct).toHaveAttribute('tabindex', '0');
    expect(within(conduct).getByText(/No bribery/)).toBeInTheDocument();
    expect(within(conduct).getByText(/Export control/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Invite code/)).toHaveValue(FIXTURE_INVITE_CODE);
    expect(screen.getByLabelText(/^Supplier kind/)).toHaveDisplayValue('Select…');
    // Countries and time zones by name, in the user's language.
    expect(
      within(screen.getByLabelText(/^Country or region/)).getByRole('option', {
        name: 'Chinese mainland',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByLabelText(/^Time zone/)).getByRole('option', {
        name: '(UTC+08:00) Beijing, Shanghai',
      }),
    ).toBeInTheDocument();
    for (const label of [/^Password/, /^Repeat password/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', String(PASSWORD_INPUT_MAX));
    }
  });

  it("defaults the time zone to the browser's when the list has it", () => {
    const spy = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: 'Europe/Berlin' } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBe('Europe/Berlin');
    spy.mockReturnValue({ timeZone: 'Asia/Kolkata' } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBeUndefined();
    spy.mockReturnValue({ timeZone: 'Etc/UTC' } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBe('UTC');
    spy.mockRestore();
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`shows the rule messages (${lang})`, async () => {
      const m = messages[lang];
      const { user, api } = await renderStory(lang === 'en' ? Empty : Chinese);
      await user.clear(screen.getByLabelText(lang === 'en' ? /^Invite code/ : /^邀请码/));
      await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Register' : '注册' }));
      for (const key of [
        'register.conductRequired',
        'register.kindRequired',
        'register.countryRequired',
        'register.taxCategoryRequired',
        'register.taxIdRule',
        'register.companyNameRequired',
        'register.accountRule',
        'register.emailRule',
        'register.inviteCodeRule',
        // "Please enter your password": a registration has no old password, so no "new" one.
        'login.passwordRequired',
        'password.confirmRequired',
      ] as const) {
        expect(await screen.findByText(m[key])).toBeInTheDocument();
      }
      // Focus goes to the first field with a message; nothing was sent.
      await waitFor(() => expect(screen.getByRole('checkbox')).toHaveFocus());
      expect(api.history()).not.toContain(`POST ${supplierApi.register.path}`);
    });
  }

  it('refuses a weak password and a repeat that differs', async () => {
    const { user } = await renderStory(FromInvitation);
    await fillValid(user, { password: 'short', repeatPassword: 'other' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.en['password.rule'])).toBeInTheDocument();
    expect(screen.getByText(messages.en['password.mismatch'])).toBeInTheDocument();
    // One message under each field: the error, without the hint repeating the rule below it.
    const password = screen.getByLabelText(/^Password/).closest('[class*="fui-Field"]')!;
    expect(within(password as HTMLElement).getAllByText(/8-16/)).toHaveLength(1);
  });

  it('checks account, company name and tax ID on demand and shows which are taken', async () => {
    const { api, user } = await renderStory(Taken);
    // Pasted rather than typed key by key: the check is what is tested, and on a loaded two-core
    // machine typing 60 characters into Fluent inputs took most of the test's time.
    const fill = async (label: RegExp, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill(/^Login account/, 'supplier.demo');
    await fill(/^Company name/, 'Demo Aero Parts Co., Ltd.');
    await fill(/^Tax ID/, '91310000ma1fl9new1');
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText(messages.en['register.accountTaken'])).toBeInTheDocument();
    expect(screen.getByText(messages.en['register.companyTaken'])).toBeInTheDocument();
    expect(
      screen.getByText('Some of the values are taken already; see the fields.'),
    ).toBeInTheDocument();
    // The tax ID is free, and was asked upper-cased as the server stores it.
    expect(screen.getByText(/Available/)).toBeInTheDocument();
    expect(checks(api).at(-1)?.params).toMatchObject({ taxId: '91310000MA1FL9NEW1' });

    // Another account: the old verdict is not about it any more.
    await user.clear(screen.getByLabelText(/^Login account/));
    await user.type(screen.getByLabelText(/^Login account/), 'skyline.admin');
    expect(screen.queryByText(messages.en['register.accountTaken'])).not.toBeInTheDocument();
  });

  it('says all three are available, in Chinese too', async () => {
    const { user } = await renderStory(Chinese);
    await user.type(screen.getByLabelText(/^登录账号/), 'skyline.admin');
    await user.type(screen.getByLabelText(/^公司名称/), 'Skyline Aero Parts Ltd.');
    await user.type(screen.getByLabelText(/^税号(?!类别)/), '91310000MA1FL9NEW1');
    await user.click(screen.getByRole('button', { name: '检查是否可用' }));
    expect(await screen.findByText(messages.zh['register.available'])).toBeInTheDocument();
    expect(screen.getAllByText(/可以使用/)).toHaveLength(3);
  });

  it('checks on blur, once for fields left in a row', async () => {
    const { api, user } = await renderStory(Empty);
    // Pasted, so the two fields are left well within the debounce.
    await user.click(screen.getByLabelText(/^Tax ID/));
    await user.paste('91310000MA1FL8XQ2T');
    await user.click(screen.getByLabelText(/^Company name/));
    await user.paste('New Company Ltd.');
    await user.click(screen.getByLabelText(/^E-mail/));
    expect(await screen.findByText(messages.en['register.taxIdTaken'])).toBeInTheDocument();
    expect(checks(api)).toHaveLength(1);
    expect(checks(api)[0]?.params).toEqual({
      taxId: '91310000MA1FL8XQ2T',
      companyName: 'New Company Ltd.',
    });
    // An invalid value is not asked about.
    await user.type(screen.getByLabelText(/^Login account/), '1x');
    await user.click(screen.getByLabelText(/^E-mail/));
    await new Promise((r) => setTimeout(r, 600));
    expect(checks(api)).toHaveLength(1);
  });

  it('says so when the check is refused', async () => {
    const { user } = await renderStory(CheckRefused);
    await user.type(screen.getByLabelText(/^Login account/), 'new.supplier');
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(
      await screen.findByText(
        `Availability could not be checked: ${messages.en['http.tooManyRequests']}`,
      ),
    ).toBeInTheDocument();
  });

  it('registers on Enter with the password RSA-OAEP encrypted, then offers the sign-in', async () => {
    const { mock, user } = await renderStory(FromInvitation);
    await fillValid(user);
    await user.type(screen.getByLabelText(/^E-mail/), '{Enter}');
    await waitFor(() =>
      expect(FromInvitation.args.onRegistered).toHaveBeenCalledWith({ account: 'skyline.admin' }),
    );
    const body = mock.registered()[0]!;
    expect(body).toMatchObject({
      acceptConduct: true,
      supplierKind: 'aviation',
      country: 'CN',
      taxCategory: 'uscc',
      taxId: '91310000MA1FL9NEW1',
      companyName: 'Skyline Aero Parts Ltd.',
      account: 'skyline.admin',
      email: 'admin@skyline.example.com',
      inviteCode: FIXTURE_INVITE_CODE,
      timeZone: 'Asia/Shanghai',
      passPriKey: 'uuid-1',
    });
    expect(body).not.toHaveProperty('repeatPassword');
    const plain = privateDecrypt(
      { key: FIXTURE_PRIVATE_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(String(body.password), 'base64'),
    ).toString('utf8');
    expect(plain).toBe('Skyline#2026');

    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toHaveFocus();
    expect(screen.getByText(messages.en['register.done'])).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Go to sign in' });
    expect(signIn).toHaveAttribute('href', '/login?account=skyline.admin');
    await user.click(signIn);
    expect(stories.navigate).toHaveBeenCalledWith('/login?account=skyline.admin');
  });

  it("puts the server's field reasons on their fields and keeps what was typed", async () => {
    const { user } = await renderStory(Empty);
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Invite code/), FIXTURE_EXPIRED_CODE);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.en['register.inviteExpired'])).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Invite code/)).toHaveFocus());
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Skyline Aero Parts Ltd.');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Skyline#2026');
    expect(FromInvitation.args.onRegistered).not.toHaveBeenCalled();
  });

  it('refuses a taken account on its field', async () => {
    const { user } = await renderStory(FromInvitation);
    await fillValid(user, { account: 'supplier.other' });
    // Straight to Register, before the blur check could answer.
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.en['register.accountTaken'])).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
  });
});
