import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/** One account's stored watchlist. */
export interface StoredWatchlist {
  readonly version: number;
  readonly symbols: readonly string[];
}

/**
 * Stock watchlists, one JSON file per account under `<dataDir>/watchlists/`, kept across restarts like
 * the saved favourites. A save is compare-and-set on the version (rule STK-6): the check and the change
 * happen in memory in one synchronous step, so racing saves of one account cannot both land; the file
 * is written after (atomically), in order per account.
 */
export class WatchlistStore {
  private readonly lists = new Map<string, StoredWatchlist>();
  private readonly loading = new Map<string, Promise<void>>();
  private writes: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataDir: string) {}

  private fileOf(account: string): string {
    if (!/^[0-9A-Za-z]+$/.test(account)) throw new RangeError(`unsafe account number: ${account}`);
    return join(this.dataDir, 'watchlists', `${account}.json`);
  }

  private load(account: string): Promise<void> {
    let pending = this.loading.get(account);
    if (pending === undefined) {
      pending = readFile(this.fileOf(account), 'utf8').then(
        (text) => {
          const json: unknown = JSON.parse(text);
          const { version, symbols } = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
          if (!this.lists.has(account) && typeof version === 'number' && Array.isArray(symbols) && symbols.every((s) => typeof s === 'string')) {
            this.lists.set(account, { version, symbols });
          }
        },
        () => undefined,
      );
      this.loading.set(account, pending);
    }
    return pending;
  }

  /** The account's watchlist: version 0 and no symbols while nothing was saved. */
  async read(account: string): Promise<StoredWatchlist> {
    await this.load(account);
    return this.lists.get(account) ?? { version: 0, symbols: [] };
  }

  /** Stores `symbols` as version `expected + 1` when the stored version is `expected`; otherwise null. */
  async save(account: string, expected: number, symbols: readonly string[]): Promise<StoredWatchlist | null> {
    await this.load(account);
    const current = this.lists.get(account) ?? { version: 0, symbols: [] };
    if (current.version !== expected) return null;
    const stored = { version: expected + 1, symbols: [...symbols] };
    this.lists.set(account, stored);
    const file = this.fileOf(account);
    this.writes = this.writes.then(async () => {
      await mkdir(join(this.dataDir, 'watchlists'), { recursive: true });
      await writeFileAtomic(file, `${JSON.stringify(stored)}\n`, { encoding: 'utf8' });
    });
    await this.writes;
    return stored;
  }

  /** Resolves when every write has finished. */
  async flush(): Promise<void> {
    await this.writes.catch(() => undefined);
  }
}
