import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';

/**
 * The files the host needs at boot besides its entry: the chunks of `import('./bootstrap')` and of the
 * shared singletons it provides (React, valtio, `shared` with the router). Without preloading they are
 * asked for only after main.js has downloaded and run: one more round trip before anything renders.
 */
export function bootFiles(compilation: Compilation, bootstrapRequest: string): string[] {
  const entryFiles = new Set<string>();
  for (const entrypoint of compilation.entrypoints.values()) for (const chunk of entrypoint.chunks) for (const file of chunk.files) entryFiles.add(file);
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    const boot = group.origins.some(
      (origin) => origin.request === bootstrapRequest || (origin.module?.identifier().startsWith('provide module') ?? false),
    );
    if (!boot) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js') && !entryFiles.has(file)) files.add(file);
  }
  return [...files].sort();
}

/**
 * Adds `<link rel="preload" as="script">` for {@link bootFiles} to the host's index.html, and asks for
 * the entry script first (`fetchpriority="high"`): it starts the remote the address needs, which waits
 * for nothing else, while a deferred script would otherwise come after every preload.
 */
export class PreloadBootChunksPlugin {
  constructor(private readonly bootstrapRequest = './bootstrap') {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunksPlugin', (data) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const links = bootFiles(compilation, this.bootstrapRequest).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && typeof tag.attributes['src'] === 'string') tag.attributes['fetchpriority'] = 'high';
        }
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
