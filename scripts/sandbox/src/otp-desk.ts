import { randomInt } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_VALID_SECONDS, type OtpPurpose } from './shared-contracts';

/** A code sent and not yet used. */
interface IssuedCode {
  readonly code: string;
  readonly expiresAt: number;
  attemptsLeft: number;
}

/** What a check of a typed code found. */
export type OtpVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string };

/** What the sandbox says it sent (the code itself only to the test controls and the sandbox's console). */
export interface OtpIssue {
  readonly code: string;
  readonly expiresAt: number;
  readonly attemptsLeft: number;
}

/**
 * The one-time passwords of signatures (rule KYC-4): one code per customer and purpose, six random digits,
 * good for {@link OTP_VALID_SECONDS} seconds and {@link OTP_MAX_ATTEMPTS} wrong tries; a new send replaces
 * it; a right code is used up. A real broker texts the code; the sandbox hands it to `announce` (its
 * console) and to the test controls (GET /__sandbox/otp), as the login hand-off's one-time code is handed
 * out in its redirect.
 */
export class OtpDesk {
  private readonly codes = new Map<string, IssuedCode>();

  constructor(
    private readonly now: () => number,
    private readonly announce: (idno: string, purpose: OtpPurpose, code: string) => void = () => undefined,
  ) {}

  private static slot(idno: string, purpose: OtpPurpose): string {
    return `${idno.trim().toUpperCase()}\u0000${purpose}`;
  }

  /** Sends a new code, replacing any earlier one for the same customer and purpose. */
  issue(idno: string, purpose: OtpPurpose): OtpIssue {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const issued: IssuedCode = { code, expiresAt: this.now() + OTP_VALID_SECONDS * 1000, attemptsLeft: OTP_MAX_ATTEMPTS };
    this.codes.set(OtpDesk.slot(idno, purpose), issued);
    this.announce(idno, purpose, code);
    return { code, expiresAt: issued.expiresAt, attemptsLeft: issued.attemptsLeft };
  }

  /** The code last sent, while it is still good (for the test controls). */
  peek(idno: string, purpose: OtpPurpose): OtpIssue | undefined {
    const issued = this.codes.get(OtpDesk.slot(idno, purpose));
    if (issued === undefined || issued.expiresAt <= this.now() || issued.attemptsLeft === 0) return undefined;
    return { code: issued.code, expiresAt: issued.expiresAt, attemptsLeft: issued.attemptsLeft };
  }

  /** Checks a typed code: a right one is used up; a wrong one costs a try; the last wrong try voids it. */
  verify(idno: string, purpose: OtpPurpose, typed: string): OtpVerdict {
    const slot = OtpDesk.slot(idno, purpose);
    const issued = this.codes.get(slot);
    if (issued === undefined) return { ok: false, message: '尚未取得簡訊驗證碼，或驗證碼已使用，請按「取得驗證碼」。' };
    if (issued.expiresAt <= this.now()) {
      this.codes.delete(slot);
      return { ok: false, message: '簡訊驗證碼已逾時，請重新取得驗證碼。' };
    }
    if (issued.code === typed) {
      this.codes.delete(slot);
      return { ok: true };
    }
    issued.attemptsLeft -= 1;
    if (issued.attemptsLeft <= 0) {
      this.codes.delete(slot);
      return { ok: false, message: '簡訊驗證碼錯誤次數過多，此驗證碼已失效，請重新取得驗證碼。' };
    }
    return { ok: false, message: `簡訊驗證碼錯誤，請再確認（尚可輸入 ${issued.attemptsLeft} 次）。` };
  }
}
