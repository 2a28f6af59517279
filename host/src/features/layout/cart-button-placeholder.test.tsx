import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { FAKE_REMOTES } from '../../test/fake-remotes';
import { renderWithProviders } from '../../test/render-with-providers';

// A file of its own: the loaded remote components are kept for the page's life, and these tests need
// the cart button's code not loaded yet.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const load = jest.mocked(loadRemote);

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('the header cart button while its code arrives', () => {
  it("keeps the button's room, seen by no one, while its code arrives", async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    load.mockImplementation((id: string) =>
      id === 'remote_bond/CartButton' ? arrived.then(() => FAKE_REMOTES[id] ?? null) : Promise.resolve(FAKE_REMOTES[id] ?? null),
    );
    renderWithProviders('/overseas/bond');
    const room = await screen.findByTestId('cart-button-placeholder');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: /購物車/ })).toBeNull();

    release();
    expect(await screen.findByText('購物車按鈕')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-button-placeholder')).toBeNull();
  });
});
