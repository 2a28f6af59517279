import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { readAuthVerify } from 'shared';
import { clearTabSession, resetLogin, setLogin, setRuntimeConfig, writeAuthVerify, writeIsMobile } from 'shared/internal';
import { TEST_CONFIG } from '../../test/render-with-providers';
import { browserLocation } from '../navigation/browser-location';
import { Header } from './header';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.resolve({ default: () => <span>購物車按鈕</span> })),
  registerRemotes: jest.fn(),
}));

beforeAll(() => setRuntimeConfig(TEST_CONFIG));

afterEach(async () => {
  await act(async () => resetLogin());
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('shows 登出 only to a web login, whose apver is empty', async () => {
    await act(async () => setLogin('A123456789', ''));
    const view = renderAt('/overseas');
    expect(screen.getByRole('button', { name: '登出' })).toBeInTheDocument();
    view.unmount();
    await act(async () => setLogin('B223456789', '3.2.1'));
    renderAt('/overseas');
    expect(screen.queryByRole('button', { name: '登出' })).not.toBeInTheDocument();
  });

  it('logs out: clears the stored verification and goes to the external login page', async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    writeAuthVerify({ token: 't', postData: { idno: 'A123456789', apver: '', applytype: '', stock: '', dirpack: '' }, userData: { name: '', accounts: [], isMobile: 'N' } });
    await act(async () => setLogin('A123456789', ''));
    renderAt('/overseas');
    await user.click(screen.getByRole('button', { name: '登出' }));
    expect(readAuthVerify()).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('http://login.test/bond');
  });

  it('offers 登入 to someone not signed in and to the guest, to the login page in a browser and to the app\'s login deep link in its webview (rule SES-10)', async () => {
    const view = renderAt('/overseas');
    expect(screen.getByRole('link', { name: '登入' })).toHaveAttribute('href', 'http://login.test/bond');
    expect(screen.queryByRole('button', { name: '登出' })).not.toBeInTheDocument();
    view.unmount();
    writeAuthVerify({ token: 't', postData: { idno: 'VISIT', apver: '3.2.1', applytype: 'A', stock: 'S', dirpack: 'D' }, userData: { name: '', accounts: [], isMobile: 'Y' } });
    writeIsMobile(true);
    await act(async () => setLogin('VISIT', '3.2.1'));
    const inApp = renderAt('/overseas');
    expect(screen.getByRole('link', { name: '登入' })).toHaveAttribute('href', 'kgiapp://overseas?mode=login&applytype=A&stock=S&dirpack=D');
    inApp.unmount();
    clearTabSession();
    await act(async () => setLogin('A123456789', ''));
    renderAt('/overseas');
    expect(screen.queryByRole('link', { name: '登入' })).not.toBeInTheDocument();
  });

  it('has remote-bond fill the cart slot only inside the bond area', async () => {
    const view = renderAt('/overseas/bond');
    expect(await screen.findByText('購物車按鈕')).toBeInTheDocument();
    view.unmount();
    renderAt('/overseas/stock');
    expect(screen.queryByText('購物車按鈕')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /凱基證券\s*海外交易\s*首頁/ })).toHaveAttribute('href', '/overseas');
  });
});
