import { createAppConfig } from 'scripts/webpack';
import { PORTS } from 'scripts/ports';
import { federation } from './module-federation.config';

export default (env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) =>
  createAppConfig({
    appDir: __dirname,
    role: 'host',
    federation,
    port: PORTS['host'],
    mode: argv.mode ?? 'production',
    standalone: env['standalone'] === true,
  });
