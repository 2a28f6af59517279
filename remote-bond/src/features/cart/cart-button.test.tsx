import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DataKind, parseFavoritesAnswer, type CartItem } from '@shared/bond';
import { readAuthVerify } from 'shared';
import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { QueryProvider, resetAccounts, resetLogin } from 'shared/internal';
import { resetLoading } from '../../../../shared/kernel/src/stores/loading.store';
import { installSandboxFetch, type SandboxFetch } from '../../test/sandbox-fetch';
import { resetUnsavedChanges } from '../saved-lists';
import { saveCart } from '../saved-lists/saved-lists-api';
import { CartButton } from './cart-button';

let sandbox: SandboxFetch & { restore: () => Promise<void> };

beforeEach(async () => {
  sessionStorage.clear();
  sandbox = await installSandboxFetch();
});

afterEach(async () => {
  await act(async () => {
    resetUnsavedChanges();
    resetLoading();
    resetLogin();
    resetAccounts();
  });
  await sandbox.restore();
});

function renderButton(pathname: string) {
  const view = render(
    <QueryProvider>
      <MemoryRouter>
        <CartButton pathname={pathname} />
      </MemoryRouter>
    </QueryProvider>,
  );
  return {
    ...view,
    goTo: (next: string) =>
      view.rerender(
        <QueryProvider>
          <MemoryRouter>
            <CartButton pathname={next} />
          </MemoryRouter>
        </QueryProvider>,
      ),
  };
}

/** Saves `items` as the account's cart on the server, as another tab would (its read is not the page's). */
async function saveCartItems(account: string, items: readonly CartItem[]): Promise<void> {
  const idno = readAuthVerify()?.postData.idno ?? '';
  const { version } = parseFavoritesAnswer(await sandbox.savedList(account, DataKind.Cart), DataKind.Cart);
  await saveCart(idno, account, items, version, { loading: false });
}

/** Cart lines of the sandbox's first bonds (the sandbox checks each ISIN). */
async function lines(count: number): Promise<CartItem[]> {
  const bonds = await sandbox.symbolList({ kind: '1' });
  return bonds.slice(0, count).map((bond) => ({ isin: bond.isin, faceValue: bond.faceValue, price: bond.refPriceBuyNumber, selectCurrency: bond.issueCurrency }));
}

const cartReads = () => sandbox.queries(FunId.FavoritesList).filter((body) => body.Data.DataKind === '3');

describe('the header cart button', () => {
  it('counts the saved cart of the selected account, and reads it again on each new path of the bond area', async () => {
    await sandbox.signIn('A123456789');
    await saveCartItems('1234567', await lines(2));
    const view = renderButton('/overseas/bond');
    expect(await screen.findByRole('link', { name: '購物車，2 項' })).toHaveAttribute('href', '/overseas/bond/cart');
    expect(cartReads()).toHaveLength(1);

    await saveCartItems('1234567', await lines(3));
    view.goTo('/overseas/bond/find');
    expect(await screen.findByRole('link', { name: '購物車，3 項' })).toBeInTheDocument();
    expect(cartReads()).toHaveLength(2);
  });

  it('keeps the last count when a read fails', async () => {
    await sandbox.signIn('A123456789');
    await saveCartItems('1234567', await lines(1));
    const view = renderButton('/overseas/bond');
    await screen.findByRole('link', { name: '購物車，1 項' });
    sandbox.answerNext((body) => body.FunId === FunId.FavoritesList, { body: 'not json' });
    view.goTo('/overseas/bond/find');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(cartReads()).toHaveLength(2);
    expect(screen.getByRole('link', { name: '購物車，1 項' })).toBeInTheDocument();
  });

  it('is hidden on the cart page itself', async () => {
    await sandbox.signIn('A123456789');
    renderButton('/overseas/bond/cart');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('link', { name: /^購物車/ })).not.toBeInTheDocument();
  });

  it('shows an empty cart to a guest without asking', async () => {
    await sandbox.signIn('VISIT');
    const asked = sandbox.requests.length;
    renderButton('/overseas/bond');
    expect(screen.getByRole('link', { name: '購物車，0 項' })).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sandbox.requests).toHaveLength(asked);
  });
});
