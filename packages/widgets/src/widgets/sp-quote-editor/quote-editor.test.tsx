import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contract';
import * as stories from './quote-editor.stories';
import { renderStory as renderWith } from '../../testing/render-story';

// Typing into a form of 40 Fluent fields is slow under jsdom on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const { NewQuote, FiveHundredLines, Domestic, Foreign, Chinese, NotInvited, ToolInquiry } =
  composeStories(stories);

async function renderStory(Story: typeof NewQuote) {
  const view = await renderWith(Story);
  await screen.findByRole('table', { name: /Quote lines|报价行/ });
  return view;
}

const editor = () => screen.getByRole('region', { name: /Line editor|报价行编辑/ });
/** A field by the start of its label (required ones end in an asterisk). */
const field = (label: string | RegExp) =>
  within(editor()).getByLabelText(
    typeof label === 'string' ? new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) : label,
  );

describe('sp-quote-editor: header and list', () => {
  it('shows the inquiry number, the state and the bid end countdown (en)', async () => {
    await renderStory(NewQuote);
    expect(screen.getByRole('heading', { name: 'Quote for RFQ-2026-001001' })).toBeInTheDocument();
    expect(screen.getByText('Not quoted')).toBeInTheDocument();
    expect(screen.getByText('closes in 3 days')).toBeInTheDocument();
  });

  it('says the same in Chinese', async () => {
    await renderStory(Chinese);
    expect(screen.getByRole('heading', { name: 'RFQ-2026-001001 的报价' })).toBeInTheDocument();
    expect(screen.getByText('未报价')).toBeInTheDocument();
    expect(screen.getByText('3天后截止')).toBeInTheDocument();
  });

  it('renders far fewer rows than the 500 lines it holds', async () => {
    await renderStory(FiveHundredLines);
    const table = screen.getByRole('table', { name: 'Quote lines' });
    expect(table).toHaveAttribute('aria-rowcount', '501');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(50);
    expect(screen.getByText('500 of 500 lines ready')).toBeInTheDocument();
  });

  it('answers 404 for an inquiry the supplier is not invited to', async () => {
    await NotInvited.load();
    render(<NotInvited />);
    expect(await screen.findByText(messages.en['inquiry.notFound'])).toBeInTheDocument();
  });
});

describe('sp-quote-editor: rules', () => {
  it('a quoted quantity above the MOQ shows the MOQ message (en and zh)', async () => {
    const user = userEvent.setup();
    const view = await renderStory(NewQuote);
    await user.clear(field('Quoted quantity'));
    await user.type(field('Quoted quantity'), '10');
    await user.type(field(/^MOQ/), '5');
    expect(await within(editor()).findByText(messages.en['quote.moq'])).toBeInTheDocument();
    view.unmount();

    await renderStory(Chinese);
    await user.clear(field('报价数量'));
    await user.type(field('报价数量'), '10');
    await user.type(field(/^最小起订量/), '5');
    expect(await within(editor()).findByText(messages.zh['quote.moq'])).toBeInTheDocument();
  });

  it('shows the first item’s maximum unit price (the buyer’s ceiling) beside the request', async () => {
    await renderStory(NewQuote);
    expect(
      within(editor()).getByText(
        'Maximum unit price (CNY; other currencies at the buyer’s fixed rates)',
      ),
    ).toBeInTheDocument();
    expect(within(editor()).getByText(/20,000\.00/)).toBeInTheDocument();
  });

  it('asks for a VAT rate only for RMB prices, with the VAT hint', async () => {
    const user = userEvent.setup();
    await renderStory(Foreign);
    expect(within(editor()).queryByLabelText('VAT rate')).not.toBeInTheDocument();
    await user.selectOptions(field('Currency'), 'CNY');
    expect(field('VAT rate')).toBeInTheDocument();
    expect(
      within(editor()).getAllByText('Unit prices exclude Chinese VAT.').length,
    ).toBeGreaterThan(0);
    await user.selectOptions(field('Currency'), 'EUR');
    expect(within(editor()).queryByLabelText('VAT rate')).not.toBeInTheDocument();
  });

  it('shows no trade terms to a domestic supplier, and requires them from a foreign one', async () => {
    const view = await renderStory(Domestic);
    expect(within(editor()).queryByLabelText(/Trade terms/)).not.toBeInTheDocument();
    expect(screen.getByText(/Domestic supplier: no trade terms/)).toBeInTheDocument();
    view.unmount();
    await renderStory(Foreign);
    expect(field(/Trade terms/)).toBeRequired();
  });

  it('shows a tool inquiry the fields a tool has: no airworthiness, fewer required', async () => {
    const view = await renderStory(ToolInquiry);
    const region = editor();
    expect(within(region).queryByLabelText(/Airworthiness approval/)).not.toBeInTheDocument();
    expect(within(region).queryByLabelText(/Condition/)).not.toBeInTheDocument();
    expect(within(region).queryByLabelText(/Interchangeability/)).not.toBeInTheDocument();
    expect(within(region).queryByText('Airworthiness and certificates')).not.toBeInTheDocument();
    expect(field('Brand')).toBeRequired();
    expect(field('Claim period')).not.toBeRequired();
    view.unmount();
    // The aircraft-part inquiry keeps them, required.
    await renderStory(NewQuote);
    expect(field(/Airworthiness approval/)).toBeRequired();
    expect(field(/Condition/)).toBeRequired();
  });
});
