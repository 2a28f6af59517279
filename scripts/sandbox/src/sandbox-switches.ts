import { cut } from './request-limits';
import { BOND_ENTRIES, isRecord } from './shared-contracts';

/** Test switches: all off by default. */
export interface SandboxSwitches {
  /** Delay added before every /api answer, milliseconds. */
  readonly latencyMs: number;
  /** Share of /api requests (0..1) answered with HTTP 500 and StatusCode 5030. */
  readonly failureRate: number;
  /** When set, every Query answers this StatusCode (HTTP 200, no Data). */
  readonly forceStatus: string | null;
  /** ISINs withdrawn at run time on top of the universe's own, to test cart narrowing. */
  readonly withdrawnIsins: readonly string[];
  /**
   * The moment stock quotes and market states are computed at (ISO 8601 with an offset), so a test can
   * open or close a market without waiting; null follows the sandbox's clock. Sessions and tokens keep the real clock.
   */
  readonly marketTime: string | null;
  /**
   * The broker's contract as the spec writes it: every call, the symbol list and FX rates too, needs the
   * bearer token (9001 without one). Off: those two are answered to anonymous callers (rule API-11).
   */
  readonly publicCallsNeedToken: boolean;
  /**
   * Fields a newer broker back end adds to every bond of the symbol list (name → text), none by default.
   * The contract drops a field it does not know, so a release of remote-bond whose contract reads one
   * can be rehearsed without a host release.
   */
  readonly extraBondFields: Readonly<Record<string, string>>;
}

/** Everything off. */
export const DEFAULT_SWITCHES: SandboxSwitches = {
  latencyMs: 0,
  failureRate: 0,
  forceStatus: null,
  withdrawnIsins: [],
  marketTime: null,
  publicCallsNeedToken: false,
  extraBondFields: {},
};

const MAX_EXTRA_BOND_FIELDS = 5;
const EXTRA_FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
const MAX_EXTRA_FIELD_TEXT = 200;

/** An extra bond field set: a few new names (never one the contract has: the switch adds, it does not overwrite), each with a short text. */
function parseExtraBondFields(value: unknown): Readonly<Record<string, string>> | string {
  const problem = `extraBondFields 必須是最多 ${MAX_EXTRA_BOND_FIELDS} 個「新欄位名稱 → 文字（最多 ${MAX_EXTRA_FIELD_TEXT} 字）」的物件。`;
  if (!isRecord(value)) return problem;
  const entries = Object.entries(value);
  if (entries.length > MAX_EXTRA_BOND_FIELDS) return problem;
  const fields: Record<string, string> = {};
  for (const [name, text] of entries) {
    if (!EXTRA_FIELD_NAME.test(name) || typeof text !== 'string' || text.length > MAX_EXTRA_FIELD_TEXT) return problem;
    if (Object.hasOwn(BOND_ENTRIES, name)) return `extraBondFields 只能加入新欄位，${name} 已是債券的欄位。`;
    fields[name] = text;
  }
  return fields;
}

const MAX_LATENCY_MS = 120_000;

/** The outcome of reading switch values from untrusted input. */
export type SwitchPatchResult = { readonly ok: true; readonly patch: Partial<SandboxSwitches> } | { readonly ok: false; readonly message: string };

/**
 * Validates a partial switch set from JSON (POST /__sandbox/config). `forceStatus` null or '' turns
 * the forced code off; unknown keys are an error so that a typo does not silently do nothing.
 */
export function parseSwitchPatch(json: unknown): SwitchPatchResult {
  if (!isRecord(json)) return { ok: false, message: '設定必須是 JSON 物件。' };
  const patch: { -readonly [K in keyof SandboxSwitches]?: SandboxSwitches[K] } = {};
  for (const [key, value] of Object.entries(json)) {
    switch (key) {
      case 'latencyMs':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_LATENCY_MS) {
          return { ok: false, message: `latencyMs 必須是 0 到 ${MAX_LATENCY_MS} 的整數。` };
        }
        patch.latencyMs = value;
        break;
      case 'failureRate':
        if (typeof value !== 'number' || !(value >= 0 && value <= 1)) return { ok: false, message: 'failureRate 必須介於 0 與 1。' };
        patch.failureRate = value;
        break;
      case 'forceStatus':
        if (value === null || value === '') patch.forceStatus = null;
        else if (typeof value === 'string' && /^\d{1,6}$/.test(value)) patch.forceStatus = value;
        else return { ok: false, message: 'forceStatus 必須是 1 到 6 位數字字串或 null。' };
        break;
      case 'withdrawnIsins':
        if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) {
          return { ok: false, message: 'withdrawnIsins 必須是字串陣列。' };
        }
        patch.withdrawnIsins = value.map((isin) => isin.trim().toUpperCase());
        break;
      case 'marketTime':
        if (value === null || value === '') patch.marketTime = null;
        else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && Number.isFinite(Date.parse(value))) patch.marketTime = value;
        else return { ok: false, message: 'marketTime 必須是含時區的 ISO 8601 時間或 null。' };
        break;
      case 'publicCallsNeedToken':
        if (typeof value !== 'boolean') return { ok: false, message: 'publicCallsNeedToken 必須是 true 或 false。' };
        patch.publicCallsNeedToken = value;
        break;
      case 'extraBondFields': {
        const fields = parseExtraBondFields(value);
        if (typeof fields === 'string') return { ok: false, message: fields };
        patch.extraBondFields = fields;
        break;
      }
      default:
        return { ok: false, message: `未知的設定項目：${cut(key)}` };
    }
  }
  return { ok: true, patch };
}

/** Switches from the environment (SANDBOX_LATENCY_MS, SANDBOX_FAILURE_RATE, SANDBOX_FORCE_STATUS). */
export function switchesFromEnv(env: Readonly<Record<string, string | undefined>>): SwitchPatchResult {
  const raw: Record<string, unknown> = {};
  const latency = env.SANDBOX_LATENCY_MS;
  const failure = env.SANDBOX_FAILURE_RATE;
  const force = env.SANDBOX_FORCE_STATUS;
  if (latency !== undefined && latency !== '') raw.latencyMs = Number(latency);
  if (failure !== undefined && failure !== '') raw.failureRate = Number(failure);
  if (force !== undefined && force !== '') raw.forceStatus = force;
  return parseSwitchPatch(raw);
}
