import { resetServerState, setRuntimeConfig } from 'shared/internal';
import { signIn } from '../../test/render-bond-page';
import { preloadBondList } from './preload-bond-list';

beforeEach(() => {
  sessionStorage.clear();
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

afterEach(() => {
  resetServerState();
});

const bodies = () => (globalThis.fetch as jest.Mock).mock.calls.map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)) as { Data: Record<string, unknown> });

describe('preloadBondList', () => {
  it('starts the list query of the address being opened', () => {
    signIn();
    preloadBondList('http://localhost:8080/overseas/bond?tab=quotes&f.issueCurrency=JPY');
    expect(bodies()).toEqual([expect.objectContaining({ FunId: 'KGItwPubOltsSymbolMaster', Data: expect.objectContaining({ kind: '2', issueCurrency: ['JPY'] }) })]);
  });

  it('leaves other bond pages, 自選 and visitors without a session alone', () => {
    signIn();
    preloadBondList('http://localhost:8080/overseas/bond/cart');
    preloadBondList('http://localhost:8080/overseas/bond?tab=favorites');
    sessionStorage.clear();
    preloadBondList('http://localhost:8080/overseas/bond');
    expect(bodies()).toEqual([]);
  });
});
