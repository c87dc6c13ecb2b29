import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionsNotWritten, writeResultsSection, writeSection } from './lib';

const preamble = ['# Results', '', 'Preamble.', ''];
const table = (run: string, row: string) => ['', run, '', '| a | b |', '|---|---|', row, ''];

describe('writeSection', () => {
  const kept = [
    '# Results', '', 'Preamble, edited by hand.', '',
    '## after-1 (what changed, by hand)', '', 'Run: one', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', 'A busy machine: read with care.', '', '- one point', '',
    '## What the figures say', '', '- written by hand', '',
  ].join('\n');

  it("writes a label's section anew, keeping the notes under its table and its heading as a person wrote it", () => {
    expect(writeSection(kept, preamble, '## after-1', table('Run: again', '| 5 | 6 |'))).toEqual([
      '# Results', '', 'Preamble, edited by hand.', '',
      '## after-1 (what changed, by hand)', '', 'Run: again', '', '| a | b |', '|---|---|', '| 5 | 6 |', '', 'A busy machine: read with care.', '', '- one point', '',
      '## What the figures say', '', '- written by hand', '',
    ]);
  });

  it('puts a new label first, after the preamble, and leaves every other section as it was', () => {
    const written = writeSection(kept, preamble, '## after-2', table('Run: two', '| 7 | 8 |'));
    expect(written.slice(0, 12)).toEqual(['# Results', '', 'Preamble, edited by hand.', '', '## after-2', '', 'Run: two', '', '| a | b |', '|---|---|', '| 7 | 8 |', '']);
    expect(written.slice(12).join('\n')).toBe(kept.split('\n').slice(4).join('\n'));
  });

  it('starts a file with the preamble when there is none', () => {
    expect(writeSection(null, preamble, '## after-1', table('Run: one', '| 1 | 2 |'))).toEqual([...preamble, '## after-1', ...table('Run: one', '| 1 | 2 |')]);
  });

  it('keeps every line of the results file in the repository when a label of it is written again', () => {
    const file = readFileSync(new URL('./RESULTS-lists.md', import.meta.url), 'utf8');
    const lines = file.split('\n');
    const start = lines.findIndex((line) => line.startsWith('## after-133-140'));
    const end = lines.findIndex((line, index) => index > start && line.startsWith('|'));
    const tableEnd = lines.findIndex((line, index) => index > end && !line.startsWith('|'));
    const again = writeSection(file, preamble, '## after-133-140', lines.slice(start + 1, tableEnd).concat(''));
    expect(again.join('\n')).toBe(file);
  });
});

describe('writeResultsSection', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('rewrites only its section of the file on disk: the preamble, other sections and the notes under its table stay', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tackle-bench-lib-'));
    try {
      const file = join(dir, 'RESULTS-x.md');
      writeFileSync(file, ['# Results', '', 'By hand.', '', '## Latest run', '', 'Run: one', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', 'Noted by hand.', '', '## Decision 1', '', '- kept', ''].join('\n'));
      vi.stubEnv('BENCH_OUT', file);
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      writeResultsSection('bench/RESULTS-x.md', ['# Results', ''], '## Latest run', table('Run: two', '| 3 | 4 |'));
      const text = readFileSync(file, 'utf8');
      expect(text).toContain('By hand.');
      expect(text).toContain('| 3 | 4 |');
      expect(text).not.toContain('| 1 | 2 |');
      expect(text).toContain('Noted by hand.');
      expect(text).toContain('## Decision 1\n\n- kept');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});


describe('sectionsNotWritten', () => {
  it("keeps the sections written by hand, and not the ones the run writes itself", () => {
    const kept = ['# Results', 'old preamble', '## Lighthouse', 'old table', '## Session 12 (hand-written)', 'pairs', '', '## Bytes', 'old bytes'].join('\n');
    const written = ['# Results', 'new preamble', '## Lighthouse', 'new table', '## Bytes', 'new bytes'].join('\n');
    expect(sectionsNotWritten(kept, written)).toEqual(['## Session 12 (hand-written)', 'pairs', '']);
    expect(sectionsNotWritten(null, written)).toEqual([]);
  });
});
