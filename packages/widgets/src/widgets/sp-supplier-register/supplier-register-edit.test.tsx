// sp-supplier-register with `edit-code`: the edit of a returned registration, over the fixtures'
// returned registration (one code works once, one expired).
import { screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { supplierApi, supplierQualityApi } from '@portal/contract';
import { renderStory as renderWith } from '../../testing/render-story';
import { registerHandlers } from '../../testing/supplier-fixtures';
import { returnedHandlers } from '../../testing/supplier-quality-fixtures';
import * as stories from './supplier-register.stories';

vi.setConfig({ testTimeout: 30_000 });

const { EditReturned, EditReturnedChinese, EditExpired } = composeStories(stories);

async function renderStory(Story: typeof EditReturned) {
  const onResubmitted = vi.fn();
  const view = await renderWith(Story, {
    props: { onResubmitted },
    mock: (api) => {
      registerHandlers(api);
      return returnedHandlers(api);
    },
  });
  return { ...view, onResubmitted };
}

const wait = { timeout: 10_000 };

describe('sp-supplier-register edit mode', () => {
  it('loads the returned registration with the remarks, without account, password or code', async () => {
    await renderStory(EditReturned);
    expect(
      await screen.findByText(/The tax ID does not match the business licence/, {}, wait),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Correct your registration' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tax ID/)).toHaveValue('91320000MA1TG00001');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Tiangong Aero Materials Co., Ltd.');
    expect(screen.getByLabelText(/^Time zone/)).toHaveValue('Asia/Shanghai');
    expect(screen.getByText(/Login account: tiangong.admin/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Login account/)).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByLabelText(/^Invite code/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('checks only changed values: its own name and tax ID are not duplicates', async () => {
    const { api, user } = await renderStory(EditReturned);
    await screen.findByDisplayValue('91320000MA1TG00001', {}, wait);
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(
      await screen.findByText('Company name and tax ID are available', {}, wait),
    ).toBeVisible();
    expect(
      api.requests().filter((r) => r.path === supplierApi.checkRegistration.path),
    ).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Tax ID/));
    await user.type(screen.getByLabelText(/^Tax ID/), '91320000MA1TG00009');
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    await waitFor(() => {
      const checks = api.requests().filter((r) => r.path === supplierApi.checkRegistration.path);
      expect(checks).toHaveLength(1);
      expect(checks[0]!.params).toEqual({ taxId: '91320000MA1TG00009' });
    }, wait);
  });

  it('submits the corrections with the code and version, then says it is back in review', async () => {
    const { mock, user, onResubmitted } = await renderStory(EditReturned);
    const taxId = await screen.findByLabelText(/^Tax ID/, {}, wait);
    await user.clear(taxId);
    await user.type(taxId, '91320000ma1tg00009');
    await user.selectOptions(screen.getByLabelText(/^Country or region/), 'HK');
    await user.click(screen.getByRole('button', { name: 'Submit again' }));
    expect(await screen.findByRole('heading', { name: 'Submitted again' }, wait)).toBeVisible();
    expect(mock.resubmitted()[0]).toMatchObject({
      code: 'R3TURN9D',
      version: 3,
      taxId: '91320000MA1TG00009',
      country: 'HK',
      supplierKind: 'aviation',
    });
    expect(mock.resubmitted()[0]).not.toHaveProperty('account');
    expect(onResubmitted).toHaveBeenCalledWith({ account: 'tiangong.admin' });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining('account=tiangong.admin'),
    );
  });

  it('shows a taken tax ID on its field, and refuses an invalid e-mail before any request', async () => {
    const { mock, user } = await renderStory(EditReturned);
    const email = await screen.findByLabelText(/^E-mail/, {}, wait);
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Submit again' }));
    expect(await screen.findByText('Please enter a valid e-mail address', {}, wait)).toBeVisible();
    expect(mock.resubmitted()).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'sales@tiangong.example');
    const taxId = screen.getByLabelText(/^Tax ID/);
    await user.clear(taxId);
    await user.type(taxId, '91310000MA1FL8XQ2T');
    await user.click(screen.getByRole('button', { name: 'Submit again' }));
    expect(
      await screen.findByText('A supplier with this tax ID is already registered', {}, wait),
    ).toBeVisible();
    expect(taxId).toHaveAttribute('aria-invalid', 'true');
  });

  it('says an expired link is refused instead of showing the form', async () => {
    const { api } = await renderStory(EditExpired);
    expect(await screen.findByText(/This edit link has expired/, {}, wait)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit again' })).toBeNull();
    expect(
      api.requests().filter((r) => r.path === supplierQualityApi.resubmitRegistration.path),
    ).toHaveLength(0);
  });

  it('speaks Chinese', async () => {
    await renderStory(EditReturnedChinese);
    expect(await screen.findByRole('button', { name: '重新提交' }, wait)).toBeVisible();
    expect(screen.getByRole('heading', { name: '修改注册信息' })).toBeVisible();
    expect(screen.getByText(/采购方退回意见/)).toBeVisible();
  });
});
