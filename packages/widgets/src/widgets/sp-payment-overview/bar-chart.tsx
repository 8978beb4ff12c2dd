// A bar chart on uPlot (docs/decisions/2026-11-28-payments.md: chosen for size, ~23 KB gzip, and
// for drawing on a canvas, which needs nothing from the document: it works inside the widget's
// shadow root). One or two series of bars over named categories; colours come from the Fluent
// tokens in scope, read off the chart's own element. No legend or cursor from uPlot: the series
// are named beside the chart, and the table behind it gives the numbers.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import uPlot from 'uplot';
import { token, type TokenName } from '../../kit/css-token';

export interface BarSeries {
  label: string;
  /** A Fluent colour token. */
  color: TokenName;
  values: number[];
}

export interface BarChartProps {
  categories: string[];
  series: BarSeries[];
  height?: number;
  format: (n: number) => string;
}

/** uPlot's own stylesheet, the part its canvas layout needs, inside the shadow root with it. */
const UPLOT_CSS = `.uplot,.uplot *{box-sizing:border-box}.uplot{position:relative;width:min-content}
.u-wrap{position:relative;user-select:none}.u-over,.u-under{position:absolute}
.uplot canvas{display:block;position:relative;width:100%;height:100%}.u-axis{position:absolute}`;

const legendStyle: CSSProperties = {
  display: 'flex',
  gap: token('spacingHorizontalL'),
  fontSize: token('fontSizeBase200'),
};
const swatch = (color: TokenName): CSSProperties => ({
  display: 'inline-block',
  width: 12,
  height: 12,
  marginInlineEnd: 4,
  background: token(color),
});

/** A token's value in scope of `el` (canvas needs a colour, not a CSS variable). */
function resolve(el: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(`--${name}`).trim() || fallback;
}

/** Pixels the axis text takes per character (12 px text), and the room left of the plot. */
const CHAR_PX = 7;
const Y_AXIS_PX = 70;

/**
 * Whether the category names fit side by side under a chart `width` wide; when they do not (twelve
 * months on a phone) they are drawn slanted instead of over one another.
 */
function namesFit(categories: string[], width: number): boolean {
  const longest = Math.max(0, ...categories.map((c) => c.length));
  return (width - Y_AXIS_PX) / Math.max(categories.length, 1) >= longest * CHAR_PX + 8;
}

export function BarChart({ categories, series, height = 220, format }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [slanted, setSlanted] = useState(false);
  useEffect(() => {
    const el = box.current;
    // jsdom and very old browsers have no canvas: the table behind the chart says it all.
    if (!el || !document.createElement('canvas').getContext?.('2d')) return;
    const text = resolve(el, 'colorNeutralForeground2', '#424242');
    const grid = resolve(el, 'colorNeutralStroke2', '#e0e0e0');
    const many = series.length > 1;
    const width = Math.max(el.clientWidth, 280);
    if (slanted === namesFit(categories, width)) {
      setSlanted(!slanted);
      return;
    }
    const longest = Math.max(0, ...categories.map((c) => c.length));
    const opts: uPlot.Options = {
      width,
      height,
      // Slanted names run right of their bar: room for the last one's end.
      padding: [null, slanted ? Math.ceil(longest * CHAR_PX * 0.7) : null, null, null],
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, categories.length - 0.5] } },
      axes: [
        {
          stroke: text,
          grid: { show: false },
          splits: () => categories.map((_, i) => i),
          values: (_u, splits) => splits.map((i) => categories[i] ?? ''),
          ...(slanted ? { rotate: -45, size: Math.ceil(longest * CHAR_PX * 0.75) + 16 } : {}),
        },
        {
          stroke: text,
          grid: { stroke: grid },
          size: Y_AXIS_PX,
          values: (_u, splits) => splits.map((n) => format(n)),
        },
      ],
      series: [
        {},
        ...series.map((s, i) => {
          const color = resolve(el, s.color, '#0f6cbd');
          return {
            label: s.label,
            fill: color,
            stroke: color,
            paths: uPlot.paths.bars!({
              size: [many ? 0.35 : 0.6, 60],
              align: many ? (i === 0 ? -1 : 1) : 0,
            }),
            points: { show: false },
          } satisfies uPlot.Series;
        }),
      ],
    };
    const data: uPlot.AlignedData = [categories.map((_, i) => i), ...series.map((s) => s.values)];
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => {
      const next = Math.max(el.clientWidth, 280);
      // Names that stop (or start) fitting need the chart drawn again with the other axis.
      if (namesFit(categories, next) === slanted) setSlanted(!slanted);
      else plot.setSize({ width: next, height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [categories, series, height, format, slanted]);
  return (
    <div>
      <style>{UPLOT_CSS}</style>
      <div ref={box} aria-hidden data-part="chart" style={{ width: '100%', minHeight: height }} />
      {series.length > 1 ? (
        <div style={legendStyle} aria-hidden>
          {series.map((s) => (
            <span key={s.label}>
              <span style={swatch(s.color)} />
              {s.label}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
