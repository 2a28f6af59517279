import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './repo-root';

/**
 * Keeps `docs/product-rules.md` true: every rule has an id of its area, one `Enforced in:` line whose
 * paths exist, and every rule id cited anywhere (the code's comments, the doc's own cross-references)
 * is a rule of the doc. A rename that leaves a rule pointing at nothing fails here.
 */

const DOC = 'docs/product-rules.md';

interface Rule {
  id: string;
  area: string;
  body: string[];
}

function readRules(text: string): { areas: string[]; rules: Rule[] } {
  const areas: string[] = [];
  const rules: Rule[] = [];
  let area = '';
  for (const line of text.split('\n')) {
    const areaHeading = /^## ([A-Z]{3}) — /.exec(line);
    if (areaHeading?.[1] !== undefined) {
      area = areaHeading[1];
      areas.push(area);
      continue;
    }
    const ruleHeading = /^### (\S+) /.exec(line);
    if (ruleHeading?.[1] !== undefined) {
      rules.push({ id: ruleHeading[1], area, body: [] });
      continue;
    }
    if (line.startsWith('## ')) area = '';
    rules.at(-1)?.body.push(line);
  }
  return { areas, rules };
}

const text = readFileSync(join(REPO_ROOT, DOC), 'utf8');
const { areas, rules } = readRules(text);
const ids = new Set(rules.map((rule) => rule.id));
const citation = new RegExp(`\\b(?:${areas.join('|')})-\\d+\\b`, 'g');

const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'bench-results', '.cache', '.release', '.nginx', '.sandbox-data']);
const SOURCE = /\.(ts|tsx|mjs|js|css|md|html|conf)$/;

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

describe(DOC, () => {
  it('has rules in every area, each id made of its area and a number, each once, numbered from 1', () => {
    expect(areas.length).toBeGreaterThanOrEqual(10);
    for (const area of areas) {
      const numbers = rules.filter((rule) => rule.area === area).map((rule) => rule.id);
      expect(numbers).toEqual(numbers.map((_, index) => `${area}-${index + 1}`));
    }
    expect(rules.every((rule) => /^[A-Z]{3}-\d+$/.test(rule.id) && rule.id.startsWith(`${rule.area}-`))).toBe(true);
    expect(ids.size).toBe(rules.length);
  });

  it.each(rules.map((rule) => [rule.id, rule] as const))('%s says what it asks and where it is enforced, by paths that exist', (_id, rule) => {
    const sentences = rule.body.filter((line) => line.trim() !== '' && !line.startsWith('Enforced in:'));
    expect(sentences.length).toBeGreaterThan(0);
    const enforced = rule.body.filter((line) => line.startsWith('Enforced in:'));
    expect(enforced).toHaveLength(1);
    const line = enforced[0] ?? '';
    if (/^Enforced in: not yet\b/.test(line)) return;
    const paths = [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(join(REPO_ROOT, path)))).toEqual([]);
  });

  it('cites only rules it has, in its own text and everywhere in the repository', () => {
    const unknown: string[] = [];
    for (const file of sourceFiles(REPO_ROOT)) {
      const content = readFileSync(file, 'utf8');
      for (const match of content.matchAll(citation)) {
        if (!ids.has(match[0])) unknown.push(`${relative(REPO_ROOT, file)}: ${match[0]}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('is what the code points to: no comment cites a section of a document outside the repository', () => {
    const outside = /\((?:spec|design) \d+[^)]*\)/g;
    const cited: string[] = [];
    for (const file of sourceFiles(REPO_ROOT)) {
      if (file.endsWith(DOC)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(outside)) cited.push(`${relative(REPO_ROOT, file)}: ${match[0]}`);
    }
    expect(cited).toEqual([]);
  });

  it('is linked from the README', () => {
    expect(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')).toContain(`(${DOC})`);
  });
});
