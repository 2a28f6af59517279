import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { DataKind, isRecord, type DataKindValue } from './shared-contracts';

/**
 * What one list file holds. `content` is the parsed DataContent (`{ isinList }` or `{ carDataList }`),
 * already checked and stripped by the save schema; `version` counts the saves (1 after the first).
 */
export interface StoredList {
  readonly account: string;
  readonly dataKind: DataKindValue;
  readonly savedAt: string;
  readonly version: number;
  readonly content: Record<string, unknown>;
}

/** A save's outcome: stored (with the new version), or refused because the stored version was another. */
export type SaveOutcome = { readonly saved: true; readonly list: StoredList } | { readonly saved: false; readonly currentVersion: number };

/**
 * Saved favourites and carts, one JSON file per account and kind under `<dataDir>/lists/`.
 *
 * Each write replaces the file atomically (write-file-atomic: temp file, fsync, rename), so a crash
 * leaves the old or the new list, never half of one. Operations on one file run one after another
 * through a per-file promise chain, so racing saves cannot interleave. A save is compare-and-set: it
 * names the version it started from and is stored only when that is still the stored version (0 for
 * nothing saved), so of racing saves that read the same list exactly one lands and the others are told.
 */
export class ListStore {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly dataDir: string) {}

  /** The file of an account's list; account numbers are checked alphanumeric before they get here. */
  fileOf(accountNo: string, dataKind: DataKindValue): string {
    if (!/^[0-9A-Za-z]+$/.test(accountNo)) throw new RangeError(`unsafe account number: ${accountNo}`);
    const kind = dataKind === DataKind.Favorites ? 'favorites' : 'cart';
    return join(this.dataDir, 'lists', `${accountNo}.${kind}.json`);
  }

  /** The stored list, or null when nothing was saved (or the file is unreadable). */
  read(accountNo: string, dataKind: DataKindValue): Promise<StoredList | null> {
    const file = this.fileOf(accountNo, dataKind);
    return this.enqueue(file, () => readStored(file));
  }

  /** The stored version of a list: 0 when nothing was saved. */
  static versionOf(list: StoredList | null): number {
    return list === null ? 0 : list.version;
  }

  /**
   * Stores `list` with version `expectedVersion + 1` when the stored version is `expectedVersion`;
   * otherwise stores nothing. The read, the comparison and the write run as one queued step.
   */
  saveIfVersion(list: Omit<StoredList, 'version'>, accountNo: string, expectedVersion: number): Promise<SaveOutcome> {
    const file = this.fileOf(accountNo, list.dataKind);
    return this.enqueue(file, async (): Promise<SaveOutcome> => {
      const currentVersion = ListStore.versionOf(await readStored(file));
      if (currentVersion !== expectedVersion) return { saved: false, currentVersion };
      const stored: StoredList = { ...list, version: currentVersion + 1 };
      await this.writeFile(file, stored);
      return { saved: true, list: stored };
    });
  }

  /**
   * Reads a list, lets `change` decide (synchronously) what to do, and stores its new content as the next
   * version when it returns one (only over a list that exists), all as one queued step: nothing else reads or saves the list in between,
   * so an order that takes its lines out of the cart and a save of the same cart cannot interleave.
   */
  update<T>(accountNo: string, dataKind: DataKindValue, change: (list: StoredList | null) => { readonly content?: Record<string, unknown>; readonly value: T }): Promise<T> {
    const file = this.fileOf(accountNo, dataKind);
    return this.enqueue(file, async () => {
      const current = await readStored(file);
      const { content, value } = change(current);
      if (content !== undefined && current !== null) {
        await this.writeFile(file, { account: current.account, dataKind, savedAt: new Date().toISOString(), version: current.version + 1, content });
      }
      return value;
    });
  }

  /** Replaces the stored list whatever its version (seeding and tests). */
  write(list: StoredList, accountNo: string): Promise<void> {
    const file = this.fileOf(accountNo, list.dataKind);
    return this.enqueue(file, () => this.writeFile(file, list));
  }

  private async writeFile(file: string, list: StoredList): Promise<void> {
    await mkdir(join(this.dataDir, 'lists'), { recursive: true });
    await writeFileAtomic(file, `${JSON.stringify(list, null, 2)}\n`, { encoding: 'utf8' });
  }

  /** Resolves when every queued operation has finished. */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.queues.values()]);
  }

  private enqueue<T>(file: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(file) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(file, settled);
    // Drop the chain once idle so the map does not grow with every account ever touched.
    void settled.then(() => {
      if (this.queues.get(file) === settled) this.queues.delete(file);
    });
    return run;
  }
}

async function readStored(file: string): Promise<StoredList | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isRecord(error) && error.code === 'ENOENT') return null;
    throw error;
  }
  return parseStored(text);
}

function parseStored(text: string): StoredList | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json)) return null;
  const { account, dataKind, savedAt, content, version } = json;
  if (typeof account !== 'string' || typeof savedAt !== 'string' || !isRecord(content)) return null;
  if (dataKind !== DataKind.Favorites && dataKind !== DataKind.Cart) return null;
  // A file from before lists had versions counts as saved once.
  const known = typeof version === 'number' && Number.isSafeInteger(version) && version >= 1 ? version : 1;
  return { account, dataKind, savedAt, version: known, content };
}
