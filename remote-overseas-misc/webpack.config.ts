import { createAppConfig } from 'scripts/webpack';
import { PORTS } from 'scripts/ports';
import { federation } from './module-federation.config';

export default (env: Record<string, unknown>, argv: { mode?: 'production' | 'development' }) =>
  createAppConfig({
    appDir: __dirname,
    role: 'remote',
    federation,
    port: PORTS['remote-overseas-misc'],
    mode: argv.mode ?? 'production',
    standalone: env['standalone'] === true,
  });
