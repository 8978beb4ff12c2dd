// The list's tabs (pending / processed / expired): the WAI-ARIA tabs pattern by hand. Fluent's
// TabList animates its indicator with Fluent's whole token map and costs ~13 KB gzip, a third of a
// widget's budget, for a row of buttons. Arrow keys move and select (automatic activation), Home
// and End jump; only the selected tab is in the Tab order.
import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { token } from '../css-token';

export interface ListTab {
  key: string;
  label: string;
}

export interface ListTabsProps {
  tabs: ListTab[];
  selected: string | undefined;
  onSelect: (key: string) => void;
  /** Prefix of the tabs' ids, so the panel can name itself after the selected one. */
  idPrefix: string;
}

const listStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: token('spacingHorizontalXS'),
  borderBottom: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')}`,
};

function tabStyle(selected: boolean): CSSProperties {
  return {
    font: 'inherit',
    fontSize: token('fontSizeBase300'),
    fontWeight: selected ? token('fontWeightSemibold') : token('fontWeightRegular'),
    color: selected ? token('colorNeutralForeground1') : token('colorNeutralForeground2'),
    background: 'none',
    border: 0,
    borderBottom: `${token('strokeWidthThicker')} solid ${
      selected ? token('colorCompoundBrandStroke') : 'transparent'
    }`,
    padding: `${token('spacingVerticalS')} ${token('spacingHorizontalM')}`,
    cursor: 'pointer',
    borderRadius: `${token('borderRadiusMedium')} ${token('borderRadiusMedium')} 0 0`,
  };
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;

export function ListTabs({ tabs, selected, onSelect, idPrefix }: ListTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((t) => t.key === selected),
  );
  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    refs.current[next]?.focus();
    onSelect((tabs[next] as ListTab).key);
  };
  return (
    <div role="tablist" part="tabs" style={listStyle}>
      {tabs.map((tab, i) => {
        const isSelected = i === current;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tabId(idPrefix, tab.key)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            style={tabStyle(isSelected)}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => move(e, i)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
