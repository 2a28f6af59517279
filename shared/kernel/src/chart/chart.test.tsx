import { render, screen, within } from '@testing-library/react';
import { labelStep, valueRange } from './bar-chart';
import { BarChart, LineChart, ShareBars } from './index';

describe('charts where nothing can be drawn (no canvas)', () => {
  it('leave an image named by its label, for the page to pair with its table', () => {
    render(
      <>
        <LineChart label="價格走勢，一年" times={[1_700_000_000, 1_700_086_400]} series={[{ label: '價格', values: [99.5, 100.1] }]} />
        <BarChart label="未來十二個月現金流" categories={['2026/12', '2027/01']} series={[{ label: '配息', values: [1200, 0] }]} height={180} />
      </>,
    );
    expect(screen.getByRole('img', { name: '價格走勢，一年' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '未來十二個月現金流' })).toHaveStyle({ minHeight: '180px' });
  });
});

describe('a bar chart', () => {
  it('measures its bars from zero and keeps the largest inside the frame', () => {
    expect(valueRange(28.3, 71.7)).toEqual([0, 71.7 * 1.1]);
    expect(valueRange(28.3, 71.7, 100)).toEqual([0, 100]);
    expect(valueRange(0, 120, 100)).toEqual([0, 120 * 1.1]);
    expect(valueRange(-5, 10)[0]).toBe(-5);
  });
});

describe('a bar chart\'s category labels (rule SHL-13)', () => {
  const months = ['2026/12', '2027/01', '2027/02', '2027/03', '2027/04', '2027/05', '2027/06', '2027/07', '2027/08', '2027/09', '2027/10', '2027/11'];

  it('names every month where there is room, and every second or third on a phone so none runs into the next', () => {
    expect(labelStep(months, 1200)).toBe(1);
    const phone = labelStep(months, 358);
    expect(phone).toBeGreaterThanOrEqual(2);
    // the labels shown fit side by side in the plot's width
    expect(Math.ceil(months.length / phone) * (7 * 8 + 12)).toBeLessThanOrEqual(358 - 64);
  });
});

describe('ShareBars', () => {
  const barOf = (chart: HTMLElement, figure: string) => within(chart).getByText(figure).parentElement?.querySelector('.kgi-share-bars__bar');

  it('draws each share from zero as long as its figure, with the figure beside it', () => {
    render(
      <ShareBars
        label="依商品別長條圖"
        bars={[
          { label: '債券', percent: '28.3' },
          { label: '現金', percent: '71.7' },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: '依商品別長條圖' });
    expect(within(chart).getByText('28.3%')).toBeInTheDocument();
    expect(barOf(chart, '28.3%')).toHaveStyle({ width: '28.3%' });
    expect(barOf(chart, '71.7%')).toHaveStyle({ width: '71.7%' });
  });

  it('never runs a bar past the frame', () => {
    render(
      <ShareBars
        label="依幣別長條圖"
        bars={[
          { label: 'USD', percent: '100.1' },
          { label: 'JPY', percent: '-0.1' },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: '依幣別長條圖' });
    expect(barOf(chart, '100.1%')).toHaveStyle({ width: '100%' });
    expect(barOf(chart, '-0.1%')).toHaveStyle({ width: '0%' });
  });
});
