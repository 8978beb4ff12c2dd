// A bar chart on uPlot (docs/decisions/2026-11-28-payments.md: chosen for size, ~23 KB gzip, and
// for drawing on a canvas, which needs nothing from the document: it works inside the widget's
// shadow root). One or two series of bars over named categories; colours come from the Fluent
// tokens in scope, read off the chart's own element. No legend or cursor from uPlot: the series
// are named beside the chart, and the table behind it gives the numbers.
import { useEffect, useRef, type CSSProperties } from 'react';
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

export function BarChart({ categories, series, height = 220, format }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    // jsdom and very old browsers have no canvas: the table behind the chart says it all.
    if (!el || !document.createElement('canvas').getContext?.('2d')) return;
    const text = resolve(el, 'colorNeutralForeground2', '#424242');
    const grid = resolve(el, 'colorNeutralStroke2', '#e0e0e0');
    const many = series.length > 1;
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 280),
      height,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, categories.length - 0.5] } },
      axes: [
        {
          stroke: text,
          grid: { show: false },
          splits: () => categories.map((_, i) => i),
          values: (_u, splits) => splits.map((i) => categories[i] ?? ''),
        },
        {
          stroke: text,
          grid: { stroke: grid },
          size: 70,
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
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(el.clientWidth, 280), height }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [categories, series, height, format]);
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
