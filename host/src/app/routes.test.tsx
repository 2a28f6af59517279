import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetLogin, setLogin } from 'shared/internal';
import { resetModal } from '../../../shared/kernel/src/stores/modal.store';
import { renderWithProviders, TEST_CONFIG } from '../test/render-with-providers';
import { browserLocation } from '../features/navigation/browser-location';
import { FAKE_REMOTES } from '../test/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn((id: string) => Promise.resolve(FAKE_REMOTES[id] ?? null)),
  registerRemotes: jest.fn(),
}));

afterEach(async () => {
  await act(async () => {
    resetLogin();
    resetModal();
  });
});

describe('host routes', () => {
  it('sends / to /overseas', async () => {
    const { router } = renderWithProviders('/');
    expect(await screen.findByRole('heading', { name: '海外首頁' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/overseas');
  });

  it('shows each area of a remote inside its layout', async () => {
    const { container } = renderWithProviders('/overseas/bond/cart');
    expect(await screen.findByRole('heading', { name: '購物車頁' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="overseas"]')).not.toBeNull();
  });

  it('puts the margin deposit pages in the default layout with the margindeposit section', async () => {
    const { container } = renderWithProviders('/marginDeposit/info');
    expect(await screen.findByRole('heading', { name: '保證金資訊頁' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="default"] [data-layout="margindeposit"]')).not.toBeNull();
  });

  it('shows the 404 page with the path as text, never as HTML', async () => {
    renderWithProviders('/nothing/<img src=x onerror=alert(1)>');
    expect(await screen.findByText('Page not found: /nothing/<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('lands a guest who opens a blocked address on /overseas with the modal', async () => {
    setLogin('visit', '');
    const { router } = renderWithProviders('/overseas/bond/cart');
    expect(await screen.findByRole('dialog')).toHaveTextContent('訪客無權限。');
    expect(router.state.location.pathname).toBe('/overseas');
  });

  it('offers the guest the way in from the blocked notice: 前往登入 goes to the login page, 取消 stays (rule SES-10)', async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    setLogin('VISIT', '');
    renderWithProviders('/overseas/bond/cart');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '前往登入' }));
    expect(assign).toHaveBeenCalledWith(TEST_CONFIG.loginUrl);
    assign.mockRestore();
  });

  it('keeps a guest on the page when a link leads to a blocked page', async () => {
    const user = userEvent.setup();
    setLogin('VISIT', '');
    const { router } = renderWithProviders('/overseas');
    await user.click(await screen.findByRole('link', { name: '前往保證金' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('訪客無權限，請登入後繼續使用。');
    expect(router.state.location.pathname).toBe('/overseas');
    expect(screen.getByRole('heading', { name: '海外首頁' })).toBeInTheDocument();
  });

  it('lets a customer follow the same link', async () => {
    const user = userEvent.setup();
    setLogin('A123456789', '');
    const { router } = renderWithProviders('/overseas');
    await user.click(await screen.findByRole('link', { name: '前往購物車' }));
    expect(await screen.findByRole('heading', { name: '購物車頁' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/overseas/bond/cart');
  });
});
