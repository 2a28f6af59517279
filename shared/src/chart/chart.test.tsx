import { render, screen } from '@testing-library/react';
import { BarChart, LineChart } from './index';

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
