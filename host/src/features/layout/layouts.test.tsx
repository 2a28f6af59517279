import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setRuntimeConfig } from 'shared/internal';
import { TEST_CONFIG } from '../../test/render-with-providers';
import { MarginDepositLayout, OverseasLayout } from './layouts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => null })),
  registerRemotes: jest.fn(),
}));

// jsdom lays nothing out: a phone's row of links, each 120 px wide, in a row 200 px wide that scrolls
const LINK_WIDTH = 120;
const ROW_WIDTH = 200;

beforeAll(() => setRuntimeConfig(TEST_CONFIG));

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement === null ? 0 : [...this.parentElement.children].indexOf(this) * LINK_WIDTH;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(LINK_WIDTH);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(ROW_WIDTH);
});

afterEach(() => jest.restoreAllMocks());

function renderLayout(path: string, layout: React.ReactElement) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={layout}>
          <Route path="*" element={<p>頁面</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('a navigation row on a phone keeps the page shown in view', () => {
  it('scrolls the site navigation to 帳務查詢 on the account pages', () => {
    renderLayout('/overseas/account', <OverseasLayout />);
    const row = screen.getByRole('navigation', { name: '海外交易選單' });
    // 帳務查詢 is the fifth link: 480–600 px, shown when the row is scrolled by 400
    expect(row.scrollLeft).toBe(4 * LINK_WIDTH + LINK_WIDTH - ROW_WIDTH);
  });

  it('scrolls the margin tabs to 保證金轉帳 on the transfer page', () => {
    renderLayout('/marginDeposit/trans', <MarginDepositLayout />);
    const row = screen.getByRole('navigation', { name: '保證金專區' });
    expect(screen.getByRole('link', { name: '保證金轉帳' })).toHaveClass('active');
    expect(row.scrollLeft).toBe(3 * LINK_WIDTH - ROW_WIDTH);
  });

  it('leaves the row at its start when the page shown is its first link', () => {
    renderLayout('/overseas', <OverseasLayout />);
    expect(screen.getByRole('navigation', { name: '海外交易選單' }).scrollLeft).toBe(0);
  });
});
