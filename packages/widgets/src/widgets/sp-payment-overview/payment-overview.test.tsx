// sp-payment-overview in both languages over the fixtures' payment data: the company's payment
// data with the terms explained, the table behind each chart (read by screen readers, shown by its
// toggle) and each bill's position with its remittance reference.
import { configure, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { paymentHandlers } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import en from '../../locales/en/payment-overview.json';
import zh from '../../locales/zh/payment-overview.json';
import * as stories from './payment-overview.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { Overview, Chinese, NoCompanyData } = composeStories(stories);

function renderStory(Story: typeof Overview) {
  return renderWith(Story, {
    mock: (api, p) => paymentHandlers(api, (p as { fixture?: object }).fixture),
  });
}

const LANGS = [
  { lang: 'en', text: en, story: Overview, due: '2026' },
  { lang: 'zh', text: zh, story: Chinese, due: '2026' },
] as const;

describe.each(LANGS)('sp-payment-overview ($lang)', ({ text, story }) => {
  it("shows the company's payment data and explains every payment term", async () => {
    const { user } = await renderStory(story);
    const company = await screen.findByText(text.company.creditLimit);
    const dl = company.closest('dl')!;
    expect(within(dl as HTMLElement).getByText(text.enum.paymentTerms.net30)).toBeTruthy();
    expect(within(dl as HTMLElement).getByText(text.enum.deliveryStatus.released)).toBeTruthy();
    await user.click(
      within(dl as HTMLElement).getByRole('button', { name: new RegExp(text.company.termsInfo) }),
    );
    for (const k of ['net30', 'prepaid', 'conditionalRelease', 'creditHold'] as const) {
      expect(await screen.findByText(text.terms[k])).toBeTruthy();
    }
  });

  it('puts a table behind each chart, shown by its toggle', async () => {
    const { user } = await renderStory(story);
    const aging = await screen.findByRole('table', {
      name: text.charts.aging.replace('{{currency}}', 'CNY'),
    });
    const rows = within(aging).getAllByRole('row');
    // The header and the five buckets, in order.
    expect(rows).toHaveLength(6);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe(text.enum.ageBucket.notDue);
    expect(within(rows[5]!).getByRole('rowheader').textContent).toBe(text.enum.ageBucket.over90);
    expect(aging.style.position).toBe('absolute');
    const months = screen.getByRole('table', {
      name: text.charts.months.replace('{{currency}}', 'CNY'),
    });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    const toggles = screen.getAllByRole('button', { name: text.charts.showTable });
    await user.click(toggles[0]!);
    expect(aging.style.position).toBe('');
    expect(
      screen.getByRole('button', { name: text.charts.hideTable }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('lists where each bill stands with its remittance reference', async () => {
    await renderStory(story);
    expect(await screen.findByText(text.enum.paymentPosition.scheduled)).toBeTruthy();
    expect(screen.getByText(text.enum.paymentPosition.partlyPaid)).toBeTruthy();
    expect(
      screen.getByText(text.enum.paymentPosition.paid, { selector: '[data-state="paid"]' }),
    ).toBeTruthy();
    expect(screen.getByText('RM-2026-0102')).toBeTruthy();
    expect(
      screen.getByText(
        text.revisionOf.replace('{{number}}', 'BL-S100001-000005').replace('{{revision}}', '2'),
      ),
    ).toBeTruthy();
  });
});

it('says when the ERP has not sent the payment data yet', async () => {
  await renderStory(NoCompanyData);
  expect(await screen.findByText(en.company.none)).toBeTruthy();
  expect(await screen.findByText(en.list.empty)).toBeTruthy();
});
