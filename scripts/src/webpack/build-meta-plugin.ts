import type { Compiler } from 'webpack';

/** Shape of `builds/latest.json` and `builds/meta/{buildId}.json`, read by the host's hourly build check. */
export interface BuildMeta {
  buildId: string;
  builtAt: string;
  files: string[];
}

/**
 * Writes `builds/latest.json` and `builds/meta/{buildId}.json` into the host's output. The build id is
 * webpack's compilation hash, which the page also carries in `<meta name="build-id">`, so a running page
 * can tell that a newer build has been deployed.
 */
export class BuildMetaPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildMetaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildMetaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const buildId = compilation.hash ?? 'unknown';
          const meta: BuildMeta = {
            buildId,
            builtAt: new Date().toISOString(),
            files: Object.keys(compilation.assets).filter((name) => name.endsWith('.js')).sort(),
          };
          const latest = { buildId, builtAt: meta.builtAt };
          compilation.emitAsset('builds/latest.json', new sources.RawSource(`${JSON.stringify(latest, null, 2)}\n`));
          compilation.emitAsset(`builds/meta/${buildId}.json`, new sources.RawSource(`${JSON.stringify(meta, null, 2)}\n`));
        },
      );
    });
  }
}
