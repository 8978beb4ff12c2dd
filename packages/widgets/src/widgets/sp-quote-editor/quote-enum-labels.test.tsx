// Every value of every drop-down of the line's form reads as words in the user's language, never as
// the contract's code (kit/enum-label.ts: `enum.<name>.<value>` in common).
import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_STATUSES, AIRWORTHINESS_APPROVALS, SUPPLIER_TYPES } from '@portal/contract';
import * as stories from './quote-editor.stories';
import { renderStory } from '../../testing/render-story';

vi.setConfig({ testTimeout: 20_000 });

const { NewQuote, Chinese } = composeStories(stories);
const CODES = new Set<string>([...SUPPLIER_TYPES, ...AIRWORTHINESS_APPROVALS, ...ACCOUNT_STATUSES]);

describe('sp-quote-editor: option labels', () => {
  for (const [lang, Story, sample] of [
    ['en', NewQuote, ['Repair station', 'FAA Form 8130-3', 'Net 30 days']],
    ['zh', Chinese, ['维修单位', 'FAA 8130-3 表', '月结 30 天']],
  ] as const) {
    it(`labels supplier type, airworthiness approval and account status (${lang})`, async () => {
      await renderStory(Story);
      const region = await screen.findByRole('region', { name: /Line editor|报价行编辑/ });
      const options = within(region)
        .getAllByRole('option')
        .map((o) => o.textContent ?? '');
      expect(options.filter((text) => CODES.has(text))).toEqual([]);
      for (const label of sample) expect(options).toContain(label);
    });
  }
});
