import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import { FAKE_REMOTES } from '../../test/fake-remotes';
import { renderWithProviders } from '../../test/render-with-providers';
import { RUNTIME_CONFIG, SHELL_SCRIPT } from 'shared/shell';
import { STATIC_SHELL_ID } from './shell-id';
import { shellRules, staticShellMarkup } from './static-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const SHELL_ATTRIBUTES = ['data-theme', 'data-shell', 'data-shell-cart', 'data-shell-nav', 'data-shell-tab', 'data-shell-logout', 'data-shell-accounts'];

/** Runs the served page's inline script as the browser does: at `path`, with this session and user agent. */
function runShellScript(
  path: string,
  userAgent: string,
  session: Record<string, string> = {},
  fetchConfig: () => Promise<Response> = () => Promise.reject(new TypeError('offline')),
): Record<string, string | null> {
  jest.spyOn(window, 'fetch').mockImplementation(fetchConfig);
  const root = document.documentElement;
  for (const name of SHELL_ATTRIBUTES) root.removeAttribute(name);
  sessionStorage.clear();
  for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  window.history.replaceState(null, '', path);
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const rules = document.createElement('script');
  rules.type = 'application/json';
  rules.id = 'shell-rules';
  rules.textContent = JSON.stringify(shellRules());
  document.head.append(rules);
  try {
    // the page's own inline script, run as written (it is served as this very text)
    new Function(SHELL_SCRIPT)();
  } finally {
    rules.remove();
  }
  return Object.fromEntries(SHELL_ATTRIBUTES.map((name) => [name, root.getAttribute(name)]));
}

const webLogin = (accounts: number) =>
  JSON.stringify({
    token: 't',
    postData: { idno: 'A123456789', apver: '', applytype: '', stock: '', dirpack: '' },
    userData: { name: '王小明', accounts: Array.from({ length: accounts }, (_unused, index) => ({ account: `123456${index}`, name: '台北分公司' })), isMobile: 'N' },
  });

afterEach(() => {
  jest.restoreAllMocks();
  for (const link of document.head.querySelectorAll('link[rel=preload]')) link.remove();
  Reflect.deleteProperty(window, RUNTIME_CONFIG.handOff);
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the served shell\'s inline script (rule PRF-2)', () => {
  it('paints dark on a phone and light on a desktop, unless the tab saved a theme', () => {
    expect(runShellScript('/overseas', PHONE)['data-theme']).toBe('dark');
    expect(runShellScript('/overseas', DESKTOP)['data-theme']).toBe('light');
    expect(runShellScript('/overseas', PHONE, { theme: 'light' })['data-theme']).toBe('light');
    expect(runShellScript('/overseas', DESKTOP, { theme: 'dark' })['data-theme']).toBe('dark');
    expect(runShellScript('/overseas', DESKTOP, { theme: 'purple' })['data-theme']).toBe('light');
  });

  it('chooses the layout, the navigation entry and the cart button of the address', () => {
    expect(runShellScript('/overseas/bond', DESKTOP)).toMatchObject({ 'data-shell': 'overseas', 'data-shell-nav': '1', 'data-shell-cart': '' });
    expect(runShellScript('/overseas/bond/cart/', DESKTOP)).toMatchObject({ 'data-shell': 'overseas', 'data-shell-nav': '1', 'data-shell-cart': null });
    expect(runShellScript('/overseas', DESKTOP)).toMatchObject({ 'data-shell': 'overseas', 'data-shell-nav': '0', 'data-shell-cart': null });
    expect(runShellScript('/Overseas/Fund/ABC', DESKTOP)).toMatchObject({ 'data-shell': 'overseas', 'data-shell-nav': '3' });
    // the margin tabs start with the way back to the overseas pages (rule SHL-1)
    expect(runShellScript('/marginDeposit/trans', DESKTOP)).toMatchObject({ 'data-shell': 'margindeposit', 'data-shell-tab': '2', 'data-shell-nav': null });
    expect(runShellScript('/', DESKTOP)['data-shell']).toBe('overseas');
    expect(runShellScript('/auth/verify', DESKTOP)['data-shell']).toBe('none');
    expect(runShellScript('/no/such/page', DESKTOP)['data-shell']).toBe('default');
  });

  it('keeps room for 登出 and the account selector of a web login with several accounts, not of an app login', () => {
    expect(runShellScript('/overseas', DESKTOP, { authVerify: webLogin(2) })).toMatchObject({ 'data-shell-logout': '', 'data-shell-accounts': '' });
    expect(runShellScript('/overseas', DESKTOP, { authVerify: webLogin(1) })).toMatchObject({ 'data-shell-logout': '', 'data-shell-accounts': null });
    const app = JSON.parse(webLogin(2)) as { postData: { apver: string } };
    app.postData.apver = '5.2.0';
    expect(runShellScript('/overseas', DESKTOP, { authVerify: JSON.stringify(app) })['data-shell-logout']).toBeNull();
    expect(runShellScript('/overseas', DESKTOP, { authVerify: '{not json' })).toMatchObject({ 'data-shell-logout': null, 'data-theme': 'light' });
  });
});

describe('the served shell\'s early start of the remote (rule PRF-2)', () => {
  const config = (remotes: Record<string, string>) => () =>
    Promise.resolve(new Response(JSON.stringify({ apiBase: 'https://api.example.com', remotes }), { status: 200 }));
  const REMOTES = {
    remote_bond: 'https://bond.example.com/mf-manifest.json',
    remote_margin: 'https://margin.example.com/mf-manifest.json',
    remote_overseas_misc: 'https://misc.example.com/mf-manifest.json',
  };
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => ({ href: link.href, as: link.getAttribute('as'), crossOrigin: link.crossOrigin }));
  const handOff = () => (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG.handOff];

  it('fetches the runtime config for the host, and preloads the manifest of the address\'s remote once the config names it', async () => {
    runShellScript('/overseas/bond/cart', DESKTOP, {}, config(REMOTES));
    expect(window.fetch).toHaveBeenCalledWith('/runtime-config.json');
    await expect(handOff()).resolves.toMatchObject({ remotes: REMOTES });
    expect(preloads()).toEqual([{ href: 'https://bond.example.com/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' }]);
  });

  it('preloads the nested area\'s own remote, and nothing on an address outside every area', async () => {
    runShellScript('/marginDeposit/trans', DESKTOP, {}, config(REMOTES));
    await handOff();
    expect(preloads().map((link) => link.href)).toEqual(['https://margin.example.com/mf-manifest.json']);
    for (const link of document.head.querySelectorAll('link[rel=preload]')) link.remove();
    runShellScript('/auth/verify', DESKTOP, {}, config(REMOTES));
    await handOff();
    expect(preloads()).toEqual([]);
  });

  it('preloads nothing from a config that names no http(s) manifest, and hands a failed fetch to the host as a rejection', async () => {
    runShellScript('/overseas/bond', DESKTOP, {}, config({ ...REMOTES, remote_bond: 'javascript:alert(1)' }));
    await handOff();
    expect(preloads()).toEqual([]);
    runShellScript('/overseas/bond', DESKTOP, {}, () => Promise.resolve(new Response('nope', { status: 503 })));
    await expect(handOff()).rejects.toThrow('/runtime-config.json answered 503');
    expect(preloads()).toEqual([]);
  });
});

describe('the served shell\'s markup (rule PRF-2)', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockImplementation((id: string) => Promise.resolve(FAKE_REMOTES[id] ?? null));
  });

  it('says and links what React\'s shell does, and gives way to it on React\'s first commit', async () => {
    document.body.insertAdjacentHTML('afterbegin', staticShellMarkup());
    const served = document.getElementById(STATIC_SHELL_ID) as HTMLElement;
    const servedNav = [...served.querySelectorAll('.site-nav a')].map((link) => [link.textContent, link.getAttribute('href')]);
    const servedTabs = [...served.querySelectorAll('.section-tabs a')].map((link) => [link.textContent, link.getAttribute('href')]);
    const servedFooter = served.querySelector('footer')?.textContent;
    const servedLogo = served.querySelector('.site-header__logo')?.textContent;

    renderWithProviders('/overseas');
    const nav = await screen.findByRole('navigation', { name: '海外交易選單' });
    expect(document.getElementById(STATIC_SHELL_ID)).toBeNull();
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(servedNav);
    expect(screen.getByRole('contentinfo').textContent).toBe(servedFooter);
    expect(screen.getByRole('banner').querySelector('.site-header__logo')?.textContent).toBe(servedLogo);
    expect(servedTabs).toEqual([
      ['‹ 海外交易', '/overseas'],
      ['保證金資訊', '/marginDeposit/info'],
      ['保證金轉帳', '/marginDeposit/trans'],
    ]);
  });
});
