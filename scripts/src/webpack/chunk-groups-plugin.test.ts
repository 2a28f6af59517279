import type { Compilation } from 'webpack';
import { chunkGroupRecords, chunkGroupsFile } from './chunk-groups-plugin';

const root = '/repo';
const moduleAt = (identifier: string) => ({ identifier: () => identifier });

/** The part of a compilation the records read: chunk groups with their names, origins and chunks' files. */
function compilationOf(groups: { name?: string; origins: { module: ReturnType<typeof moduleAt> | null; request: string }[]; files: string[][] }[]): Compilation {
  return {
    chunkGroups: groups.map((group) => ({
      name: group.name ?? null,
      origins: group.origins,
      chunks: group.files.map((files) => ({ files: new Set(files) })),
    })),
  } as unknown as Compilation;
}

describe('chunk groups of a build', () => {
  it('keys a group by its name, or by the modules and requests that import it, without machine paths or loaders', () => {
    const records = chunkGroupRecords(
      compilationOf([
        { name: 'main', origins: [{ module: null, request: './src/index.ts' }], files: [['main.1111111111.js']] },
        {
          origins: [{ module: moduleAt('/repo/node_modules/swc-loader/index.js!/repo/host/src/index.ts'), request: './bootstrap' }],
          files: [['262.2222222222.js', '262.2222222222.css'], ['411.3333333333.js']],
        },
        {
          origins: [{ module: { identifier: () => 'ignored|concatenation-hash', rootModule: moduleAt('/repo/host/src/app/routes.tsx') } as never, request: './not-found' }],
          files: [['77.4444444444.js']],
        },
      ]),
      root,
    );
    expect(records).toEqual([
      { id: 'import host/src/app/routes.tsx → ./not-found', files: ['77.4444444444.js'] },
      { id: 'import host/src/index.ts → ./bootstrap', files: ['262.2222222222.js', '411.3333333333.js'] },
      { id: 'named main', files: ['main.1111111111.js'] },
    ]);
  });

  it('keys shared modules by share key and package files without the version pnpm puts in their path', () => {
    const records = chunkGroupRecords(
      compilationOf([
        { origins: [{ module: moduleAt('consume-shared-module|default|react-dom/client|=1.9...2...0|true|/repo/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/client.js|true|false|undefined'), request: 'x' }], files: [['262.1111111111.js']] },
        { origins: [{ module: moduleAt('provide module (default) react@19.3.1 = /repo/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js'), request: 'y' }], files: [['923.2222222222.js']] },
        { origins: [{ module: moduleAt('/repo/node_modules/.pnpm/@tanstack+query-core@5.90.0/node_modules/@tanstack/query-core/build/modern/index.js'), request: './x' }], files: [['5.3333333333.js']] },
      ]),
      root,
    );
    expect(records.map((record) => record.id)).toEqual([
      'import consume shared react-dom/client → x',
      'import node_modules/@tanstack/query-core/build/modern/index.js → ./x',
      'import provide shared react → y',
    ]);
  });

  it('is written beside the build folder, never inside what is served', () => {
    expect(chunkGroupsFile('/repo/host/dist')).toBe('/repo/host/.build-stats/dist.chunk-groups.json');
  });
});
