import { FunId } from '../../../../shared/kernel/src/contracts/endpoints';
import { queryClient, readAuthVerify } from 'shared';
import { savedListKeys } from '@shared/bond';
import { resetLoading } from '../../../../shared/kernel/src/stores/loading.store';
import { setRuntimeConfig } from 'shared/internal';
import { StatusCode } from '../../../../shared/kernel/src/contracts/status-codes';
import { testIsin } from '../../test/bond-fixtures';
import { installSandboxFetch, type QueryBody, type SandboxFetch } from '../../test/sandbox-fetch';
import { FAVORITES, saveChange, SAVE_ATTEMPTS } from './saved-list-saver';
import { fetchFavorites, saveFavorites } from './saved-lists-api';
import { resetUnsavedChanges, unsavedChangesStore } from './unsaved-changes.store';

/** Favourites saved by this page while other clients save the same list (the sandbox's real handlers). */

const ACCOUNT = '1234567';
let sandbox: SandboxFetch & { restore: () => Promise<void> };
let idno = '';

const isFavoritesSave = (body: QueryBody) => body.FunId === FunId.FavoritesSave && body.Data['DataKind'] === '5';
const held = async () => (await fetchFavorites(idno, ACCOUNT, { loading: false })).items;

/** Another tab or device adds `isin`, from the list it reads now. */
async function otherClientAdds(isin: string): Promise<void> {
  const { version, items } = await fetchFavorites(idno, ACCOUNT, { loading: false });
  await saveFavorites(idno, ACCOUNT, [...items, isin], version, { loading: false });
}

beforeEach(async () => {
  sessionStorage.clear();
  resetUnsavedChanges();
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  sandbox = await installSandboxFetch();
  await sandbox.signIn('A123456789');
  idno = readAuthVerify()?.postData.idno ?? '';
});

afterEach(async () => {
  resetUnsavedChanges();
  resetLoading();
  await sandbox.restore();
});

describe('saving favourites', () => {
  it('reads the list again and adds the star again when another client saved since it was read, keeping both', async () => {
    // the page has read the list…
    queryClient.setQueryData(savedListKeys.favorites(idno, ACCOUNT), await fetchFavorites(idno, ACCOUNT, { loading: false }));
    await otherClientAdds(testIsin(1)); // …then another client saves
    const outcome = await saveChange(FAVORITES, idno, ACCOUNT, { type: 'add', isin: testIsin(2) }, false);
    expect(outcome).toEqual({ ok: true });
    expect(await held()).toEqual([testIsin(1), testIsin(2)]);
    expect(sandbox.queries(FunId.FavoritesSave)).toHaveLength(3); // the other client's, the stale one, the one applied again
  });

  it(`tells the customer and takes the star back when the list keeps changing for ${SAVE_ATTEMPTS} tries`, async () => {
    for (let index = 0; index < SAVE_ATTEMPTS; index += 1) {
      sandbox.answerNext(isFavoritesSave, { body: JSON.stringify({ StatusCode: StatusCode.VersionConflict, Message: '此清單已在其他視窗或裝置更新，請重新載入後再試。' }) });
    }
    const outcome = await saveChange(FAVORITES, idno, ACCOUNT, { type: 'add', isin: testIsin(3) }, false);
    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('已在其他視窗或裝置同時更新') });
    expect(await held()).toEqual([]);
    expect(Object.values(unsavedChangesStore.lists).flatMap((list) => list.changes)).toEqual([]);
  });
});
