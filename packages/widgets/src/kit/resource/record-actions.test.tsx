// A record's actions: shown by state and permission, asked first, run with the record only when
// confirmed, and named in the user's language.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../testing/render-story';
import * as stories from './record-actions.stories';

configure({ defaultHidden: true });

const { Draft, UnderReview, Chinese } = composeStories(stories);

describe('RecordActions', { timeout: 30_000 }, () => {
  it('asks before Submit and runs it with the record only when confirmed', async () => {
    const { user } = await renderStory(Draft);
    const onSubmit = Draft.args.onSubmit!;
    // Withdraw is for records under review; Archive needs a permission this user lacks.
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    let ask = await screen.findByRole('dialog', { name: 'Submit the profile?' });
    expect(within(ask).getByText('The buyer reviews it next.')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    ask = await screen.findByRole('dialog', { name: 'Submit the profile?' });
    await user.click(within(ask).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'ACME Aero', state: 'draft' }),
    );
  });

  it('follows the record’s state: no Submit under review, Withdraw shown but disabled', async () => {
    await renderStory(UnderReview);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    expect(screen.getByRole('button', { name: '提交审核' })).toBeInTheDocument();
  });
});
