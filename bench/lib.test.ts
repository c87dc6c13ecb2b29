import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeSection } from './lib';

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
