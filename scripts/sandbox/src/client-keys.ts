import type { QueryAnswer } from './answers';
import type { SubmitKind, SubmitStatus } from './shared-contracts';

/** What the registry did with a keyed request: replay a kept answer, refuse the key, or let the handler run. */
export type KeyVerdict = { readonly kind: 'replay'; readonly answer: QueryAnswer } | { readonly kind: 'reused' } | { readonly kind: 'voided' } | { readonly kind: 'new' };

interface KeptAnswer {
  readonly fingerprint: string;
  readonly answer: QueryAnswer;
}

const VOIDED = 'voided';

/**
 * The back end's memory of client keys (rules ORD-1, ORD-18), one key space per kind of call and
 * customer: an order's key and a cancel's key never meet, and one customer's key is nothing to another.
 *
 * - A key seen again with the same request gets its first answer, accepted or refused, and nothing
 *   happens twice.
 * - A key seen again with another request is refused (4092): a key names one request, so a page that
 *   kept a key by mistake never has a new order answered with an old one.
 * - A status call for a key never received voids it (4093 from then on), so a copy still on its way is
 *   never carried out after the customer was told it was not.
 *
 * Only contract answers are kept; a request that failed inside the server (HTTP 500) was not carried out
 * and leaves its key unused.
 */
export class ClientKeyRegistry {
  private readonly keys = new Map<string, KeptAnswer | typeof VOIDED>();

  private static slot(idno: string, kind: SubmitKind, clientKey: string): string {
    return `${idno.toUpperCase()}\u0000${kind}\u0000${clientKey.toLowerCase()}`;
  }

  /** What to do with a keyed request: `data` is its whole `Data`, the key included. */
  check(idno: string, kind: SubmitKind, clientKey: string, data: Record<string, unknown>): KeyVerdict {
    const kept = this.keys.get(ClientKeyRegistry.slot(idno, kind, clientKey));
    if (kept === undefined) return { kind: 'new' };
    if (kept === VOIDED) return { kind: 'voided' };
    return kept.fingerprint === fingerprint(data) ? { kind: 'replay', answer: kept.answer } : { kind: 'reused' };
  }

  /** Keeps the first answer given to a key. */
  remember(idno: string, kind: SubmitKind, clientKey: string, data: Record<string, unknown>, answer: QueryAnswer): void {
    const slot = ClientKeyRegistry.slot(idno, kind, clientKey);
    if (!this.keys.has(slot)) this.keys.set(slot, { fingerprint: fingerprint(data), answer });
  }

  /** What became of a key (rule ORD-18): its first answer, or never received, which voids it from now on. */
  status(idno: string, kind: SubmitKind, clientKey: string): SubmitStatus {
    const slot = ClientKeyRegistry.slot(idno, kind, clientKey);
    const kept = this.keys.get(slot);
    if (kept === undefined || kept === VOIDED) {
      this.keys.set(slot, VOIDED);
      return { state: 'NOT_RECEIVED' };
    }
    return { state: 'ANSWERED', answer: { ...kept.answer } };
  }

  /** Forgets the keys of some kinds (a test control that resets those products). */
  forget(kinds: readonly SubmitKind[]): void {
    for (const slot of [...this.keys.keys()]) {
      if (kinds.some((kind) => slot.includes(`\u0000${kind}\u0000`))) this.keys.delete(slot);
    }
  }
}

/** The request without its key, as canonical JSON (keys sorted at every level), to tell two requests apart. */
export function fingerprint(data: Record<string, unknown>): string {
  const rest = Object.fromEntries(Object.entries(data).filter(([name]) => name !== 'ClientKey'));
  return JSON.stringify(sortKeys(rest));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, item]) => [name, sortKeys(item)]),
    );
  }
  return value;
}
