import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { OneLineChangePlugin } from './one-line-change';

let dir = '';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'one-line-change-'));
  writeFileSync(join(dir, 'entry.js'), "import('./page').then((page) => console.log(page.text));\n");
  writeFileSync(join(dir, 'page.js'), "export const text = 'old words';\nexport const other = 'kept';\n");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Builds the two files; returns the emitted files' names and the page chunk's text. */
function build(out: string, plugins: Configuration['plugins'] = []): Promise<{ files: string[]; page: string }> {
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, out), filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
    optimization: { minimize: false },
    plugins,
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error !== null && error !== undefined) return reject(error);
      if (stats === undefined || stats.hasErrors()) return reject(new Error(stats?.toString('errors-only') ?? 'no stats'));
      const files = Object.keys(stats.compilation.assets).sort();
      const page = files.find((file) => !file.startsWith('main.')) ?? '';
      resolve({ files, page: readFileSync(join(dir, out, page), 'utf8') });
    });
  });
}

describe('OneLineChangePlugin', () => {
  it('builds the file with the change, and only the chunks that hold it (and the runtime naming them) get new names', async () => {
    const before = await build('first');
    const after = await build('next', [new OneLineChangePlugin({ file: join(dir, 'page.js'), from: 'old words', to: 'new words' })]);
    expect(after.page).toContain('new words');
    expect(after.page).not.toContain('old words');
    // the same module and chunk ids: the page chunk is renamed by its content hash only
    const id = (name: string) => name.split('.')[0];
    expect(after.files.map(id)).toEqual(before.files.map(id));
    expect(after.files).not.toEqual(before.files);
    expect(after.page.replace('new words', 'old words')).toBe(before.page);
  }, 20_000);

  it('leaves every other file as webpack reads it', async () => {
    const after = await build('next', [new OneLineChangePlugin({ file: join(dir, 'elsewhere.js'), from: 'old words', to: 'new words' })]);
    expect(after.page).toContain('old words');
  }, 20_000);
});
