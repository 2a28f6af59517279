import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { platformModules } from './platform-chunk';

describe('the host platform chunk', () => {
  const test = platformModules(join(REPO_ROOT, 'shared', 'kernel'));

  it("takes shared's own source and the libraries shared depends on, as pnpm stores them", () => {
    expect(test.test('/repo/shared/kernel/src/stores/login.store.ts')).toBe(true);
    expect(test.test('/repo/node_modules/.pnpm/valibot@1.5.0_typescript@5.9.3/node_modules/valibot/dist/index.js')).toBe(true);
    expect(test.test('/repo/node_modules/.pnpm/@tanstack+react-query@5.108.0_react@19.3.1/node_modules/@tanstack/react-query/build/modern/index.js')).toBe(true);
    expect(test.test('C:\\repo\\node_modules\\.pnpm\\fetch-retry@6.0.0\\node_modules\\fetch-retry\\index.js')).toBe(true);
  });

  it("leaves the host's own code, other libraries and look-alike names alone", () => {
    expect(test.test('/repo/host/src/bootstrap.tsx')).toBe(false);
    expect(test.test('/repo/node_modules/.pnpm/p-limit@7.3.3/node_modules/p-limit/index.js')).toBe(false);
    expect(test.test('/repo/node_modules/.pnpm/valibot-extra@1.0.0/node_modules/valibot-extra/index.js')).toBe(false);
    expect(test.test('/repo/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/index.js')).toBe(false);
  });
});
