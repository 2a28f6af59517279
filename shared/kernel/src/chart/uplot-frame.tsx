import { useEffect, useRef, type ReactElement } from 'react';
import type uPlot from 'uplot';
import { chartThemeAt, type ChartTheme } from './chart-theme';
import { whenNearScreen } from '../ui/when-near-screen';
import './chart.css';

/** What a chart gives uPlot: its options for a width and theme, and its data. */
export interface UplotFrameProps {
  /** What the chart shows, read by screen readers (the figure is an image to them; the page gives the table). */
  readonly label: string;
  readonly height: number;
  readonly options: (width: number, theme: ChartTheme, lib: typeof uPlot) => Omit<uPlot.Options, 'width' | 'height'>;
  readonly data: uPlot.AlignedData;
}

/** How near the screen a chart starts fetching uPlot: about a phone screen's height below it. */
const NEAR_SCREEN = '600px';

/** uPlot and its stylesheet, fetched when the first chart comes near the screen: a page without a chart never loads them. */
async function loadUplot(): Promise<typeof uPlot> {
  const [lib] = await Promise.all([import(/* webpackChunkName: "uplot" */ 'uplot'), import('./uplot-styles')]);
  return lib.default;
}

/** True where a canvas can be drawn on (not in a DOM without canvas, such as jsdom in tests). */
function canDraw(): boolean {
  if (typeof document === 'undefined' || typeof window.matchMedia !== 'function') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * One uPlot chart that fills its container's width, redrawn when the width, the theme (`data-theme` on
 * the root) or the data change. Where nothing can be drawn the figure stays as its label: the page's
 * table carries the same figures.
 */
export function UplotFrame({ label, height, options, data }: UplotFrameProps): ReactElement {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (element === null || !canDraw()) return undefined;
    let chart: uPlot | undefined;
    let lib: typeof uPlot | undefined;
    let gone = false;
    const draw = (): void => {
      if (lib === undefined || gone) return;
      chart?.destroy();
      const width = Math.max(element.clientWidth, 200);
      chart = new lib({ ...options(width, chartThemeAt(element), lib), width, height }, data, element);
    };
    // uPlot is fetched when the chart comes near the screen: a chart below the fold of a phone does not
    // compete with the first view for the network
    const stopWatching = whenNearScreen(
      element,
      () =>
        void loadUplot().then(
          (loaded) => {
            lib = loaded;
            draw();
          },
          () => {
            // a chunk that did not load leaves the labelled figure; the page's table has the figures
          },
        ),
      NEAR_SCREEN,
    );
    // The width is first read in the observer's first callback, after the browser's own layout: read here,
    // right after React's commit, it would force a layout of the whole page into the commit's task.
    let lastWidth: number | undefined;
    const resize = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width === lastWidth) return;
      lastWidth = width;
      chart?.setSize({ width: Math.max(width, 200), height });
    });
    resize.observe(element);
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      gone = true;
      stopWatching();
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [options, data, height]);

  // the height is reserved before the chart draws, so nothing below it moves when it draws
  return <div ref={box} className="kgi-chart" role="img" aria-label={label} style={{ minHeight: height }} />;
}
