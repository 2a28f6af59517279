import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/** One kept WriteLog payload, already masked. */
export interface LogEntry {
  readonly receivedAt: string;
  readonly payload: unknown;
}

/** Biggest payload kept whole, in characters of JSON; larger ones keep a prefix. */
export const MAX_ENTRY_CHARS = 64 * 1024;

/**
 * The debug log: the last `limit` entries in memory (for tests and /__sandbox/logs) and every entry
 * appended to a JSON-lines file. Appends go one after another so lines never interleave.
 */
export class LogBook {
  private readonly kept: LogEntry[] = [];
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    private readonly limit: number,
  ) {}

  /** Keeps an entry and queues its append; resolves when it is on disk. */
  add(entry: LogEntry): Promise<void> {
    const text = JSON.stringify(entry.payload) ?? 'null';
    const stored: LogEntry =
      text.length > MAX_ENTRY_CHARS ? { receivedAt: entry.receivedAt, payload: { truncated: true, preview: text.slice(0, MAX_ENTRY_CHARS) } } : entry;
    this.kept.push(stored);
    if (this.kept.length > this.limit) this.kept.splice(0, this.kept.length - this.limit);
    const line = `${JSON.stringify(stored)}\n`;
    const write = this.tail.then(async () => {
      await mkdir(dirname(this.file), { recursive: true });
      await appendFile(this.file, line, 'utf8');
    });
    // A failed append must not block the ones after it; the caller of this add still sees the error.
    this.tail = write.catch(() => undefined);
    return write;
  }

  /** The kept entries, oldest first. */
  entries(): readonly LogEntry[] {
    return [...this.kept];
  }

  /** Resolves when every queued append has finished. */
  flush(): Promise<void> {
    return this.tail;
  }
}
