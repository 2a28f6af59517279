import { QUOTE_REFRESH_MS, stockChartQuery, stockQuotesQuery } from './stock-queries';

describe('quote refreshes (rule STK-2)', () => {
  it('refresh quotes and today\'s chart while the page is visible and never while the tab is hidden', () => {
    expect(stockQuotesQuery(['AAPL.US'])).toMatchObject({ refetchInterval: QUOTE_REFRESH_MS, refetchIntervalInBackground: false });
    expect(stockChartQuery('AAPL.US', '1D')).toMatchObject({ refetchInterval: 60_000, refetchIntervalInBackground: false });
    expect(stockChartQuery('AAPL.US', '1Y')).not.toHaveProperty('refetchInterval');
  });
});
