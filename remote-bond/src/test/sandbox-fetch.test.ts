import { waitFor } from '@testing-library/react';
import { FunId } from '../../../shared/kernel/src/contracts/endpoints';
import { postQuery, readAuthVerify } from 'shared';
import { readSymbolListItems, buildSymbolListRequest, SymbolKind } from '@shared/bond';
import { setRuntimeConfig } from 'shared/internal';
import { installSandboxFetch, type SandboxFetch } from './sandbox-fetch';

let sandbox: SandboxFetch & { restore: () => Promise<void> };

beforeEach(async () => {
  sessionStorage.clear();
  setRuntimeConfig({ apiBase: 'http://api.test', loginUrl: 'http://login.test', appDeepLink: 'app://x', remotes: {} });
  sandbox = await installSandboxFetch();
});

afterEach(async () => {
  await sandbox.restore();
});

describe('the sandbox behind fetch', () => {
  it('signs a customer in through the hand-off and answers the API client with the real handlers', async () => {
    const record = await sandbox.signIn('A123456789');
    expect(readAuthVerify()?.token).toBe(record.token);
    const items = await postQuery(buildSymbolListRequest({ kind: SymbolKind.BrokerPicks }), readSymbolListItems, { loading: false });
    expect(items.length).toBeGreaterThan(0);
    expect(sandbox.queries(FunId.SymbolMaster)).toHaveLength(1);
  });

  it('holds back the rest of a long answer until released, its first ten bonds already in', async () => {
    await sandbox.signIn('A123456789');
    const { release } = sandbox.hold((body) => body.FunId === FunId.SymbolMaster);
    const seen: number[] = [];
    const answer = postQuery(buildSymbolListRequest({ kind: SymbolKind.Quotes }), readSymbolListItems, { loading: false, onListProgress: (items) => seen.push(items.length) });
    await waitFor(() => expect(seen.at(-1)).toBe(10));
    release();
    expect((await answer).length).toBeGreaterThan(10);
  });

  it('answers the next matching query as told instead of the sandbox', async () => {
    await sandbox.signIn('A123456789');
    sandbox.answerNext(() => true, { status: 200, body: 'not json' });
    await expect(postQuery(buildSymbolListRequest({ kind: SymbolKind.Quotes }), readSymbolListItems, { loading: false })).rejects.toMatchObject({ kind: 'malformed' });
  });
});
