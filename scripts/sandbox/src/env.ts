import { parseYyyymmdd } from 'shared/calendar';
import { switchesFromEnv } from './sandbox-switches';
import type { SandboxOptions } from './sandbox-state';

/** Listening address and sandbox options read from the environment. */
export interface SandboxEnv {
  readonly host: string;
  readonly port: number;
  readonly options: SandboxOptions;
}

/**
 * Reads SANDBOX_PORT (default 8090), SANDBOX_DATA_DIR (default `<repo>/.sandbox-data`),
 * SANDBOX_HOST_ORIGIN, SANDBOX_CORS_ORIGINS (comma-separated), SANDBOX_TODAY (YYYYMMDD),
 * SANDBOX_LOG=1, SANDBOX_TEST_CONTROLS=1 (the /__sandbox/ test controls; `0` or unset: off), and the
 * switches SANDBOX_LATENCY_MS, SANDBOX_FAILURE_RATE, SANDBOX_FORCE_STATUS.
 * @throws Error naming the variable when a value is unusable, so a typo fails at start, not mid-test.
 */
export function readSandboxEnv(env: Readonly<Record<string, string | undefined>>, defaultDataDir: string): SandboxEnv {
  const portText = env.SANDBOX_PORT ?? '8090';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`SANDBOX_PORT is not a port: ${portText}`);
  const switches = switchesFromEnv(env);
  if (!switches.ok) throw new Error(`sandbox switch from the environment: ${switches.message}`);
  const today = env.SANDBOX_TODAY;
  if (today !== undefined && today !== '') {
    try {
      parseYyyymmdd(today);
    } catch {
      throw new Error(`SANDBOX_TODAY is not a YYYYMMDD date: ${today}`);
    }
  }
  const testControls = env.SANDBOX_TEST_CONTROLS ?? '';
  if (!['', '0', '1'].includes(testControls)) throw new Error(`SANDBOX_TEST_CONTROLS must be 1 (on) or 0 (off): ${testControls.slice(0, 40)}`);
  const hostOrigin = env.SANDBOX_HOST_ORIGIN;
  if (hostOrigin !== undefined && hostOrigin !== '' && !URL.canParse(hostOrigin)) throw new Error(`SANDBOX_HOST_ORIGIN is not a URL: ${hostOrigin}`);
  const corsOrigins = env.SANDBOX_CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return {
    host: '127.0.0.1',
    port,
    options: {
      dataDir: env.SANDBOX_DATA_DIR !== undefined && env.SANDBOX_DATA_DIR !== '' ? env.SANDBOX_DATA_DIR : defaultDataDir,
      switches: switches.patch,
      logger: env.SANDBOX_LOG === '1',
      testControls: testControls === '1',
      ...(today !== undefined && today !== '' ? { today } : {}),
      ...(hostOrigin !== undefined && hostOrigin !== '' ? { hostOrigin } : {}),
      ...(corsOrigins !== undefined && corsOrigins.length > 0 ? { corsOrigins } : {}),
    },
  };
}
