import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { FAKE_REMOTES } from '../../test/fake-remotes';
import { renderWithProviders } from '../../test/render-with-providers';

// A file of its own: the loaded remote components are kept for the page's life, and this test needs
// the cart button's code not loaded yet.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const load = jest.mocked(loadRemote);

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('the header on the cart page', () => {
  it('keeps no room on the cart page, where the button hides itself', async () => {
    load.mockImplementation((id: string) => (id === 'remote_bond/CartButton' ? new Promise(() => undefined) : Promise.resolve(FAKE_REMOTES[id] ?? null)));
    renderWithProviders('/overseas/bond/cart');
    expect(await screen.findByRole('heading', { name: '購物車頁' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-button-placeholder')).toBeNull();
  });
});
