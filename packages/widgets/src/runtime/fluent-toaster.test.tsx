// Where toasts appear: at the bottom end of the window, not over the header's user name and menu
// (docs/decisions/2026-11-26-toast-position.md); the browser test measures the boxes.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalProvider } from './portal-provider';
import { toast } from './toast';

describe('the toaster', () => {
  it('shows a toast at the bottom end of the window, clear of the header', async () => {
    render(<PortalProvider />);
    toast.success('Saved');
    const text = await screen.findByText('Saved', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(text.closest('[data-toaster-position]')).toHaveAttribute(
        'data-toaster-position',
        'bottom-end',
      ),
    );
  });
});
