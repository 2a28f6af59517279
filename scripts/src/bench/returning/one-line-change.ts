import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { NormalModule, type Compiler } from 'webpack';
import { REPO_ROOT } from '../../repo-root';

/** A release that changes one line of one source file: the file, the text it had, the text it gets. */
export interface OneLineChange {
  /** Absolute path of the source file. */
  file: string;
  from: string;
  to: string;
}

/**
 * The release the returning-customer figure measures: remote-bond's bond list reworded in one line
 * (the message of a filter that matches nothing), a copy change any week's release could bring.
 */
export const BOND_LIST_COPY_CHANGE: OneLineChange = {
  file: join(REPO_ROOT, 'remote-bond', 'src', 'features', 'bond-list', 'bond-list-page.tsx'),
  from: '查無符合條件的債券，請調整篩選條件。',
  to: '查無符合條件的債券，請調整或清除篩選條件。',
};

/**
 * `source` with the change made. Throws when the text is not there exactly once: a bench that
 * silently released nothing would report a cache figure of an unchanged build.
 */
export function applyOneLineChange(source: string, change: OneLineChange): string {
  const at = source.indexOf(change.from);
  if (at < 0) throw new Error(`${change.file} no longer contains ${JSON.stringify(change.from)}: pick another line for the bench's release`);
  if (source.indexOf(change.from, at + 1) >= 0) throw new Error(`${change.file} contains ${JSON.stringify(change.from)} more than once: the release would change more than one line`);
  if (/[\r\n]/.test(change.from + change.to)) throw new Error('a one-line change keeps to one line');
  return source.slice(0, at) + change.to + source.slice(at + change.from.length);
}

/**
 * Makes the change where webpack reads the file, before any loader: the module keeps its identifier,
 * so its id and every other chunk's name stay what the first release had (a loader added for the file
 * would change its identifier, its deterministic id and the names of unrelated chunks).
 */
export class OneLineChangePlugin {
  constructor(private readonly change: OneLineChange) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('OneLineChangePlugin', (compilation) => {
      // plain paths have no scheme; webpack's own reader of them is tapped at the default stage
      NormalModule.getCompilationHooks(compilation)
        .readResource.for(undefined)
        .tapAsync({ name: 'OneLineChangePlugin', stage: -100 }, (loaderContext, callback) => {
          // no answer (not even null) hands the file on to webpack's own reader
          if (loaderContext.resourcePath !== this.change.file) return callback();
          readFile(this.change.file, 'utf8')
            .then((source) => applyOneLineChange(source, this.change))
            .then(
              (changed) => callback(null, Buffer.from(changed)),
              (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
            );
        });
    });
  }
}
