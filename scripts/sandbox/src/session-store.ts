import { randomBytes } from 'node:crypto';

/** A live session: whose it is and until when. */
export interface Session {
  readonly idno: string;
  readonly expiresAt: number;
}

/** Lifetimes the store is built with, in milliseconds. */
export interface SessionLifetimes {
  readonly tokenTtlMs: number;
  readonly codeTtlMs: number;
}

/** 30 minutes for a token, 60 seconds for a one-time login code. */
export const DEFAULT_LIFETIMES: SessionLifetimes = { tokenTtlMs: 30 * 60_000, codeTtlMs: 60_000 };

/**
 * Bearer tokens and one-time login codes, in memory: a restart logs everyone out, as a broker restart
 * would. Both are random opaque strings (crypto, not Math.random) so nothing can be guessed from them.
 */
export class SessionStore {
  private readonly tokens = new Map<string, Session>();
  private readonly codes = new Map<string, Session>();
  /** Ended tokens and codes, kept a while so a log line quoting an old token is still masked. */
  private readonly retired: string[] = [];

  constructor(
    private readonly now: () => number,
    private readonly lifetimes: SessionLifetimes = DEFAULT_LIFETIMES,
  ) {}

  /** A new one-time code for the user, valid for `codeTtlMs`. */
  issueCode(idno: string): string {
    this.sweep();
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, { idno, expiresAt: this.now() + this.lifetimes.codeTtlMs });
    return code;
  }

  /** The user of a code, consuming it; null when unknown, used or expired. */
  redeemCode(code: string): string | null {
    const entry = this.codes.get(code);
    if (entry === undefined) return null;
    this.retire(this.codes, code);
    return entry.expiresAt > this.now() ? entry.idno : null;
  }

  /** A new bearer token for the user, valid for `tokenTtlMs`. */
  issueToken(idno: string): { token: string; session: Session } {
    this.sweep();
    const token = randomBytes(32).toString('base64url');
    const session = { idno, expiresAt: this.now() + this.lifetimes.tokenTtlMs };
    this.tokens.set(token, session);
    return { token, session };
  }

  /** The live session of a token; null when unknown or expired. */
  resolveToken(token: string): Session | null {
    const session = this.tokens.get(token);
    if (session === undefined) return null;
    if (session.expiresAt <= this.now()) {
      this.retire(this.tokens, token);
      return null;
    }
    return session;
  }

  /** Ends every session, or only the user's; answers how many ended. */
  expire(idno?: string): number {
    let count = 0;
    for (const [token, session] of this.tokens) {
      if (idno === undefined || session.idno === idno.trim().toUpperCase()) {
        this.retire(this.tokens, token);
        count += 1;
      }
    }
    return count;
  }

  /** Every token and code still stored, so the log masker can find them in any text. */
  secrets(): string[] {
    return [...this.tokens.keys(), ...this.codes.keys(), ...this.retired];
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.tokens) if (entry.expiresAt <= now) this.retire(this.tokens, key);
    for (const [key, entry] of this.codes) if (entry.expiresAt <= now) this.retire(this.codes, key);
  }

  private retire(map: Map<string, Session>, key: string): void {
    map.delete(key);
    this.retired.push(key);
    if (this.retired.length > 1000) this.retired.shift();
  }
}
