import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAKE_REMOTES } from '../../test/fake-remotes';
import { renderWithProviders } from '../../test/render-with-providers';
import { browserLocation } from '../navigation/browser-location';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const load = jest.mocked(loadRemote);
let bondDown = true;

beforeEach(() => {
  load.mockImplementation((id: string) => (bondDown && id.startsWith('remote_bond/') ? Promise.reject(new Error('down')) : Promise.resolve(FAKE_REMOTES[id] ?? null)));
  jest.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // the page has just reloaded for this path: the reload guard shows the message instead of reloading again
  sessionStorage.setItem('reloadGuard', JSON.stringify({ '/overseas/bond': Date.now() }));
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('the header cart button', () => {
  it('comes back, without a page load, once a retry has loaded its remote again', async () => {
    const user = userEvent.setup();
    renderWithProviders('/overseas/bond');
    // the remote's load is retried before the page offers 重新載入: slack for a machine running every suite at once
    await user.click(await screen.findByRole('button', { name: '重新載入' }, { timeout: 5_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此功能暫時無法載入，請稍後再試。');
    expect(screen.queryByText('購物車按鈕')).toBeNull();

    bondDown = false;
    await user.click(screen.getByRole('button', { name: '重新載入' }));
    expect(await screen.findByRole('heading', { name: '債券列表' })).toBeInTheDocument();
    expect(await screen.findByText('購物車按鈕')).toBeInTheDocument();
    expect(browserLocation.reload).not.toHaveBeenCalled();
  });
});
