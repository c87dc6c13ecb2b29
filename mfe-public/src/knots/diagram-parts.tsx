import type { KnotDiagram } from '../content/knots';

/** The three frames every knot diagram shows, left to right. */
export const STAGES = [
  { id: 'position', label: 'Position' },
  { id: 'wrap', label: 'Wrap' },
  { id: 'tighten', label: 'Tighten' },
] as const;
export type Stage = (typeof STAGES)[number]['id'];

/** What one kind of knot draws for one stage. */
export type FrameProps<K extends KnotDiagram['kind']> = { diagram: Extract<KnotDiagram, { kind: K }>; stage: Stage };

// Main line in the brand blue, the working end (or the leader) in amber, metal in slate:
// every pair keeps at least 3:1 against the white card.
export const MAIN = 'stroke-primary';
export const WORK = 'stroke-amber-600';
export const METAL = 'stroke-slate-500';

export function Strand({ d, tone, width = 3 }: { d: string; tone: string; width?: number }) {
  return <path d={d} fill="none" strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" className={tone} />;
}

/** `count` turns of line between x = from and x = to, drawn over whatever lies beneath. */
export function Coils({ from, to, count, height, tone }: { from: number; to: number; count: number; height: number; tone: string }) {
  const step = count > 1 ? (to - from) / (count - 1) : 0;
  const xs = Array.from({ length: count }, (_, i) => (count > 1 ? from + i * step : (from + to) / 2));
  return (
    <>
      {xs.map((x) => {
        const d = `M${x + 3} ${40 - height} L${x - 3} ${40 + height}`;
        return (
          <g key={x}>
            <Strand d={d} tone="stroke-card" width={6} />
            <Strand d={d} tone={tone} />
          </g>
        );
      })}
    </>
  );
}

/** One line of a frame, as `Strand` draws it. */
export interface Line {
  d: string;
  tone: string;
  width?: number;
}

/** Turns of line between x = from and x = to (as many as the knot's `wraps`), as `Coils` draws them. */
export interface Turns {
  from: number;
  to: number;
  height: number;
  tone: string;
}

/** A frame as data: its lines, the turns drawn over them, then the lines that lie over the turns. */
export interface Drawing {
  lines: readonly Line[];
  turns?: readonly Turns[];
  over?: readonly Line[];
}

export function DrawingFrame({ drawing, wraps }: { drawing: Drawing; wraps: number }) {
  const { lines, turns = [], over = [] } = drawing;
  return (
    <>
      {lines.map((line, index) => (
        <Strand key={index} {...line} />
      ))}
      {turns.map((turn, index) => (
        <Coils key={index} {...turn} count={wraps} />
      ))}
      {over.map((line, index) => (
        <Strand key={index} {...line} />
      ))}
    </>
  );
}

/** A loop of line seen from the side, centred on (cx, 40). */
export function Loop({ cx, rx, ry, tone }: { cx: number; rx: number; ry: number; tone: string }) {
  return <ellipse cx={cx} cy={40} rx={rx} ry={ry} fill="none" strokeWidth={3} className={tone} />;
}

export function HookEye() {
  return (
    <>
      <circle cx={136} cy={40} r={8} fill="none" strokeWidth={3} className={METAL} />
      <Strand d="M144 40 H158" tone={METAL} width={4} />
    </>
  );
}
