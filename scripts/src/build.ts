import { buildApps } from './build/build-apps';
import { APPS, type AppName } from './ports';

// `pnpm build [app…] [--force] [--precompress]`: production builds of the apps whose sources changed
// (with --precompress, with the build-time brotli and gzip copies a release ships).
const args = process.argv.slice(2);
const apps = args.filter((arg): arg is AppName => (APPS as readonly string[]).includes(arg));
buildApps({ apps: apps.length > 0 ? apps : APPS, force: args.includes('--force'), precompress: args.includes('--precompress') }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
