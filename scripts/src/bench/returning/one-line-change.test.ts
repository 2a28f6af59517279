import { readFileSync } from 'node:fs';
import { applyOneLineChange, BOND_LIST_COPY_CHANGE, type OneLineChange } from './one-line-change';

const change: OneLineChange = { file: '/app/page.tsx', from: 'old words', to: 'new words' };

describe('applyOneLineChange', () => {
  it('changes the text in its line and nothing else', () => {
    const source = 'line one\nconst text = "old words";\nline three\n';
    expect(applyOneLineChange(source, change)).toBe('line one\nconst text = "new words";\nline three\n');
  });

  it('refuses a source that no longer has the text, naming the file', () => {
    expect(() => applyOneLineChange('const text = "other";\n', change)).toThrow('/app/page.tsx no longer contains "old words"');
  });

  it('refuses a text found twice: the release would change two lines', () => {
    expect(() => applyOneLineChange('"old words";\n"old words";\n', change)).toThrow('more than once');
  });

  it('refuses a change spanning lines', () => {
    expect(() => applyOneLineChange('"old words"', { ...change, to: 'new\nwords' })).toThrow('one line');
  });

  it("applies to remote-bond's current bond-list page, one line differing", () => {
    const before = readFileSync(BOND_LIST_COPY_CHANGE.file, 'utf8');
    const after = applyOneLineChange(before, BOND_LIST_COPY_CHANGE).split('\n');
    const differing = before.split('\n').filter((line, index) => line !== after[index]);
    expect(differing).toHaveLength(1);
    expect(after).toHaveLength(before.split('\n').length);
  });
});
