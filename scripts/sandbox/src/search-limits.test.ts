import { StatusCode, SymbolKind } from './shared-contracts';
import { body, sandboxPerTest, symbolList } from './test-support';

describe('symbol list: bounded search text', () => {
  const sandbox = sandboxPerTest('A123456789');
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('refuses a 100 KB search text at once with 4001 naming the field, without echoing it', async () => {
    const huge = 'apple 2030 '.repeat(10_000);
    for (const [field, options] of [
      ['searchValue', { kind: SymbolKind.Quotes, searchValue: huge }],
      ['symbolName', { kind: SymbolKind.ByIsin, isins: [huge] }],
    ] as const) {
      const start = performance.now();
      const answer = body(await symbolList(sandbox.app, sandbox.token, options));
      expect(performance.now() - start).toBeLessThan(2_000);
      expect(answer.StatusCode).toBe(StatusCode.InvalidField);
      expect(String(answer.Message)).toContain(field);
      expect(String(answer.Message).length).toBeLessThan(200);
    }
  });

  it('refuses too many words and too many text tokens, and still finds bonds with a sensible search', async () => {
    const manyWords = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(body(await symbolList(sandbox.app, sandbox.token, { kind: SymbolKind.Quotes, searchValue: manyWords })).StatusCode).toBe(StatusCode.InvalidField);
    const manyTexts = Array.from({ length: 30 }, (_, i) => `text${i}`);
    expect(body(await symbolList(sandbox.app, sandbox.token, { kind: SymbolKind.ByIsin, isins: manyTexts })).StatusCode).toBe(StatusCode.InvalidField);
    const found = body(await symbolList(sandbox.app, sandbox.token, { kind: SymbolKind.ByIsin, isins: ['ＡＰＰＬＥ', 'microsoft'], searchValue: '  ' }));
    expect(found.StatusCode).toBe('0');
  });

  it('normalises the search text once per request, not once per bond', async () => {
    const normalize = jest.spyOn(String.prototype, 'normalize');
    const answer = body(await symbolList(sandbox.app, sandbox.token, { kind: SymbolKind.ByIsin, isins: ['蘋果', 'US91'], searchValue: '20' }));
    expect(answer.StatusCode).toBe('0');
    expect(normalize.mock.calls.length).toBeLessThanOrEqual(3);
  });
});
