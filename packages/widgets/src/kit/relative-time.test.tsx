import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './relative-time.stories';
import { afterEach, describe, expect, it } from 'vitest';
import { configurePortal } from '../runtime/config';
import { PortalProvider } from '../runtime/portal-provider';
import { RelativeTime } from './relative-time';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const clock = () => NOW;
const ago = (s: number) => new Date(NOW - s * 1000);

function renderAt(seconds: number) {
  return render(
    <PortalProvider>
      <RelativeTime value={ago(seconds)} now={clock} />
    </PortalProvider>,
  );
}

afterEach(() => {
  configurePortal({ lang: 'en' });
});

describe('RelativeTime', () => {
  it('says just now under 30 s, then minutes and hours ago (en)', () => {
    configurePortal({ lang: 'en' });
    const { unmount } = renderAt(29);
    expect(screen.getByText('just now')).toBeInTheDocument();
    unmount();
    const second = renderAt(5 * 60);
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    second.unmount();
    renderAt(2 * 3600);
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
  });

  it('says 刚刚 under 30 s and 5分钟前 after (zh)', () => {
    configurePortal({ lang: 'zh' });
    const { unmount } = renderAt(10);
    expect(screen.getByText('刚刚')).toBeInTheDocument();
    unmount();
    renderAt(5 * 60);
    expect(screen.getByText('5分钟前')).toBeInTheDocument();
  });
});

describe('RelativeTime stories', () => {
  it('render the words of each story', async () => {
    const { JustNow, MinutesAgo, JustNowInChinese } = composeStories(stories);
    await JustNow.load();
    const first = render(<JustNow />);
    expect(screen.getByText('just now')).toBeInTheDocument();
    first.unmount();
    await MinutesAgo.load();
    const second = render(<MinutesAgo />);
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    second.unmount();
    await JustNowInChinese.load();
    render(<JustNowInChinese />);
    expect(await screen.findByText('刚刚')).toBeInTheDocument();
  });
});
