// Helpers shared by the benchmark scripts (bench/run.ts, bench/api.ts, bench/frontend.ts).
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Polls `url` every 100 ms until it answers below 500; fails if `child` exits or after `attempts`. */
export async function waitForUrl(url: string, child: ChildProcess, attempts = 600) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** One autocannon run. */
export function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** The p-th percentile (nearest rank) of `values`; NaN for none. */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * CPU seconds a process (all its threads) has used so far, from /proc (Linux; NaN elsewhere). On a
 * shared, busy machine the CPU a request costs is steadier than requests per second.
 */
export function processCpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime: fields 14 and 15 of stat(5), here 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** USER_HZ: 100 on every Linux this runs on (sysconf(_SC_CLK_TCK)). */
const CLOCK_TICKS = 100;

/** The "Run:" line of a results file: when, on what machine, and how busy it was at the start. */
export function runLine(load = loadavg()[0] ?? 0): string {
  return `Run: ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version} · load average ${load.toFixed(1)} at the start${load >= cpus().length ? ' (the machine is shared and busy: other work ran alongside)' : ' (quiet: no other work of note)'}`;
}

/** Writes a results file (`BENCH_OUT`, else `defaultFile` under the repository) and prints it. */
export function writeResults(defaultFile: string, lines: string[]): void {
  writeFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '..', process.env.BENCH_OUT ?? defaultFile), lines.join('\n'));
  console.log(lines.join('\n'));
}

/** Splits a results file into its preamble and its `## ` sections (heading line, then the lines under it). */
function sections(lines: readonly string[]): Array<{ heading: string | null; body: string[] }> {
  const parts: Array<{ heading: string | null; body: string[] }> = [{ heading: null, body: [] }];
  for (const line of lines) {
    if (line.startsWith('## ')) parts.push({ heading: line, body: [] });
    else parts.at(-1)!.body.push(line);
  }
  return parts;
}

const trimEnd = (lines: readonly string[]) => {
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.trim() === '') end--;
  return lines.slice(0, end);
};

const trimBlank = (lines: string[]) => {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start++;
  while (end > start && lines[end - 1]!.trim() === '') end--;
  return lines.slice(start, end);
};

/**
 * A results file with one section written anew and everything else as it was kept, notes written
 * by hand included. The section is the one whose heading is `heading`, or starts with it and a
 * space (a heading a person added to); its lines become `section`, followed by the lines the kept
 * section had after its last table row (the notes on that run). A section the file does not have
 * yet goes first, after the file's preamble (newest first). Without a kept file: `preamble`, then
 * the section.
 */
export function writeSection(kept: string | null, preamble: readonly string[], heading: string, section: readonly string[]): string[] {
  if (!kept) return [...preamble, heading, ...section];
  const parts = sections(kept.split('\n'));
  const index = parts.findIndex((part) => part.heading === heading || part.heading?.startsWith(`${heading} `));
  if (index < 0) {
    parts.splice(1, 0, { heading, body: [...section] });
  } else {
    const old = parts[index]!;
    const lastRow = old.body.findLastIndex((line) => line.startsWith('|'));
    const notes = lastRow < 0 ? [] : trimBlank(old.body.slice(lastRow + 1));
    parts[index] = { heading: old.heading, body: notes.length > 0 ? [...trimEnd(section), '', ...notes, ''] : [...section] };
  }
  return parts.flatMap((part) => (part.heading ? [part.heading, ...part.body] : part.body));
}

/**
 * For a benchmark that writes its whole results file (bench/frontend.ts): the `## ` sections of the
 * file as it was (`kept`) that `written` does not have, with their headings, to go after it. These
 * are the sections written by hand (before/after comparisons, notes), which a run must not drop.
 */
export function sectionsNotWritten(kept: string | null, written: string): string[] {
  if (!kept) return [];
  const own = new Set(sections(written.split('\n')).flatMap((part) => (part.heading ? [part.heading] : [])));
  return sections(kept.split('\n')).flatMap((part) => (part.heading && !own.has(part.heading) ? [part.heading, ...part.body] : []));
}

/**
 * Writes one `## ` section of a results file (`writeSection`): the file's other sections, its
 * preamble and the notes written by hand under the section's table stay as they are.
 */
export function writeResultsSection(defaultFile: string, preamble: readonly string[], heading: string, section: readonly string[]): void {
  const file = resolve(dirname(fileURLToPath(import.meta.url)), '..', process.env.BENCH_OUT ?? defaultFile);
  const kept = existsSync(file) ? readFileSync(file, 'utf8') : null;
  writeResults(defaultFile, writeSection(kept, preamble, heading, section));
}

/** A number from the environment (`BENCH_…` settings), or `fallback` when it is not set. */
export function envNumber(name: string, fallback: number): number {
  return Number(process.env[name] ?? fallback);
}

