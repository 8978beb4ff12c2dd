// The kit's date field shows and takes dates in the portal's language, whatever the browser's.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../runtime/i18n';
import { PortalProvider } from '../runtime/portal-provider';
import { DateInput, formatDateInput, parseDateInput } from './date-input';

afterEach(() => setLanguage('en'));

function Field({
  initial,
  onValue,
}: {
  initial?: string;
  onValue: (v: string | undefined) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <label>
      Valid until
      <DateInput
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </label>
  );
}

describe('DateInput', () => {
  it('shows ISO in English and 年月日 in Chinese, never the browser’s mm/dd/yyyy', () => {
    const onValue = vi.fn();
    setLanguage('zh');
    const { unmount } = render(
      <PortalProvider>
        <Field initial="2026-03-05" onValue={onValue} />
      </PortalProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Valid until' });
    expect(input).toHaveValue('2026年3月5日');
    expect(input).not.toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: '选择日期' })).toBeInTheDocument();
    unmount();
    setLanguage('en');
    render(
      <PortalProvider>
        <Field initial="2026-03-05" onValue={onValue} />
      </PortalProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Valid until' })).toHaveValue('2026-03-05');
    expect(screen.getByRole('button', { name: 'Choose a date' })).toBeInTheDocument();
  });

  it('takes a typed date in either form and keeps the value ISO; text that is no date goes as typed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    setLanguage('zh');
    render(
      <PortalProvider>
        <Field onValue={onValue} />
      </PortalProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Valid until' });
    await user.type(input, '2026年11月26日');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-26');
    await user.tab();
    expect(input).toHaveValue('2026年11月26日');
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    await user.type(input, '2026-02-30');
    // No such day: the form's rules report the text.
    expect(onValue).toHaveBeenLastCalledWith('2026-02-30');
  });

  it('parses and formats', () => {
    expect(parseDateInput('2026/1/9')).toBe('2026-01-09');
    expect(parseDateInput('2026.12.31')).toBe('2026-12-31');
    expect(parseDateInput('2026年2月29日')).toBeUndefined();
    expect(parseDateInput('11/26/2026')).toBeUndefined();
    expect(formatDateInput('2026-11-26', 'zh')).toBe('2026年11月26日');
    expect(formatDateInput('2026-11-26', 'en')).toBe('2026-11-26');
  });
});
