import type { Knot, KnotDiagram as Diagram } from '../content/knots';

/** The three frames every knot diagram shows, left to right. */
const STAGES = [
  { id: 'position', label: 'Position' },
  { id: 'wrap', label: 'Wrap' },
  { id: 'tighten', label: 'Tighten' },
] as const;
type Stage = (typeof STAGES)[number]['id'];

// Main line in the brand blue, the working end (or the leader) in amber, metal in slate:
// every pair keeps at least 3:1 against the white card.
const MAIN = 'stroke-primary';
const WORK = 'stroke-amber-600';
const METAL = 'stroke-slate-500';

function Strand({ d, tone, width = 3 }: { d: string; tone: string; width?: number }) {
  return <path d={d} fill="none" strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" className={tone} />;
}

/** `count` turns of line between x = from and x = to, drawn over whatever lies beneath. */
function Coils({ from, to, count, height, tone }: { from: number; to: number; count: number; height: number; tone: string }) {
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

function HookEye() {
  return (
    <>
      <circle cx={136} cy={40} r={8} fill="none" strokeWidth={3} className={METAL} />
      <Strand d="M144 40 H158" tone={METAL} width={4} />
    </>
  );
}

function EyeKnot({ diagram, stage }: { diagram: Extract<Diagram, { kind: 'eye' }>; stage: Stage }) {
  const { wraps, doubledLine, openLoop } = diagram;
  if (doubledLine) {
    switch (stage) {
      case 'position':
        return (
          <>
            <HookEye />
            <Strand d="M4 40 L22 36 H140 C152 36 152 44 140 44 H22" tone={MAIN} />
            <Strand d="M22 44 L10 54" tone={WORK} />
          </>
        );
      case 'wrap':
        return (
          <>
            <HookEye />
            <Strand d="M4 40 L22 36 H146 C158 36 158 44 146 44 H22" tone={MAIN} />
            <Strand d="M22 44 L10 54" tone={WORK} />
            <Coils from={70} to={86} count={wraps} height={9} tone={MAIN} />
          </>
        );
      case 'tighten':
        return (
          <>
            <HookEye />
            <Strand d="M4 40 H118 M118 37 H140 C146 37 146 43 140 43 H118" tone={MAIN} />
            <Coils from={116} to={124} count={wraps} height={7} tone={MAIN} />
            <Strand d="M114 46 L108 54" tone={WORK} />
          </>
        );
    }
  }
  const main = openLoop ? 'M4 40 H56 C66 40 70 28 62 28 C54 28 56 40 68 40 H136' : 'M4 40 H136';
  switch (stage) {
    case 'position':
      return (
        <>
          <HookEye />
          <Strand d={main} tone={MAIN} />
          <Strand d={`M136 40 C152 40 152 26 136 26 H${openLoop ? 74 : 70}`} tone={WORK} />
        </>
      );
    case 'wrap':
      return (
        <>
          <HookEye />
          <Strand d={main} tone={MAIN} />
          <Strand d="M136 40 C152 40 152 26 136 26 L118 31" tone={WORK} />
          <Coils from={openLoop ? 80 : 64} to={112} count={wraps} height={9} tone={WORK} />
          <Strand d={openLoop ? 'M76 31 L64 34' : 'M60 31 L52 22'} tone={WORK} />
        </>
      );
    case 'tighten':
      if (openLoop) {
        return (
          <>
            <HookEye />
            <Strand d="M4 40 H98 C110 29 140 29 141 40 C140 51 110 51 98 40" tone={MAIN} />
            <Coils from={82} to={98} count={wraps} height={6} tone={WORK} />
            <Strand d="M80 34 L74 26" tone={WORK} />
          </>
        );
      }
      return (
        <>
          <HookEye />
          <Strand d="M4 40 H136" tone={MAIN} />
          <Strand d="M136 40 C146 40 146 33 136 33 H124" tone={WORK} />
          <Coils from={104} to={124} count={wraps} height={6} tone={WORK} />
          <Strand d="M102 34 L96 26" tone={WORK} />
        </>
      );
  }
}

function JoinKnot({ diagram, stage }: { diagram: Extract<Diagram, { kind: 'join' }>; stage: Stage }) {
  const { style, wraps } = diagram;
  if (style === 'albright') {
    switch (stage) {
      case 'position':
        return (
          <>
            <Strand d="M156 44 H70 C58 44 58 34 70 34 H104" tone={WORK} width={4} />
            <Strand d="M4 40 H118" tone={MAIN} />
          </>
        );
      case 'wrap':
        return (
          <>
            <Strand d="M156 44 H70 C58 44 58 34 70 34 H110" tone={WORK} width={4} />
            <Strand d="M4 40 H120" tone={MAIN} />
            <Coils from={76} to={112} count={wraps} height={9} tone={MAIN} />
            <Strand d="M72 46 L64 56" tone={MAIN} />
          </>
        );
      case 'tighten':
        return (
          <>
            <Strand d="M156 42 H74 C66 42 66 36 74 36 H108" tone={WORK} width={4} />
            <Strand d="M4 40 H74" tone={MAIN} />
            <Coils from={78} to={102} count={wraps} height={7} tone={MAIN} />
            <Strand d="M105 46 L110 52" tone={MAIN} />
          </>
        );
    }
  }
  if (stage === 'position') {
    return (
      <>
        <Strand d="M4 36 H116" tone={MAIN} />
        <Strand d="M156 44 H44" tone={WORK} />
      </>
    );
  }
  if (style === 'surgeons') {
    return stage === 'wrap' ? (
      <>
        <Strand d="M4 38 H124" tone={MAIN} />
        <Strand d="M156 42 H36" tone={WORK} />
        <ellipse cx={75} cy={40} rx={16} ry={13} fill="none" strokeWidth={3} className={MAIN} />
        <ellipse cx={85} cy={40} rx={16} ry={13} fill="none" strokeWidth={3} className={WORK} />
      </>
    ) : (
      <>
        <Strand d="M4 40 H80" tone={MAIN} />
        <Strand d="M156 40 H80" tone={WORK} />
        <ellipse cx={77} cy={40} rx={7} ry={6} fill="none" strokeWidth={3} className={MAIN} />
        <ellipse cx={83} cy={40} rx={7} ry={6} fill="none" strokeWidth={3} className={WORK} />
        <Strand d="M88 36 L96 28" tone={MAIN} />
        <Strand d="M72 44 L64 52" tone={WORK} />
      </>
    );
  }
  // Double Uni and Blood: each tag wraps the other line, the leader's on the left, the main line's
  // on the right; pulling the standing lines draws the two sets of turns together.
  if (stage === 'wrap') {
    return (
      <>
        <Strand d="M4 38 H120" tone={MAIN} />
        <Strand d="M156 42 H40" tone={WORK} />
        <Coils from={42} to={70} count={wraps} height={9} tone={WORK} />
        <Coils from={92} to={120} count={wraps} height={9} tone={MAIN} />
        {style === 'blood' ? (
          <>
            <Strand d="M80 40 L84 24" tone={MAIN} />
            <Strand d="M80 40 L76 56" tone={WORK} />
          </>
        ) : (
          <>
            <Strand d="M122 31 L128 24" tone={MAIN} />
            <Strand d="M38 49 L32 56" tone={WORK} />
          </>
        )}
      </>
    );
  }
  return (
    <>
      <Strand d="M4 40 H80" tone={MAIN} />
      <Strand d="M156 40 H80" tone={WORK} />
      <Coils from={62} to={77} count={wraps} height={6} tone={WORK} />
      <Coils from={83} to={98} count={wraps} height={6} tone={MAIN} />
      {style === 'blood' ? (
        <>
          <Strand d="M80 40 L82 31" tone={MAIN} />
          <Strand d="M80 40 L78 49" tone={WORK} />
        </>
      ) : (
        <>
          <Strand d="M101 34 L105 28" tone={MAIN} />
          <Strand d="M59 46 L55 52" tone={WORK} />
        </>
      )}
    </>
  );
}

function Frame({ diagram, stage }: { diagram: Diagram; stage: Stage }) {
  return (
    <svg viewBox="0 14 160 52" aria-hidden="true" focusable="false" className="h-auto w-full">
      {diagram.kind === 'eye' ? <EyeKnot diagram={diagram} stage={stage} /> : <JoinKnot diagram={diagram} stage={stage} />}
    </svg>
  );
}

/** A three-frame sketch of the knot coming together: lines in place, turns made, knot pulled tight. */
export function KnotDiagram({ knot }: { knot: Knot }) {
  const { diagram } = knot;
  return (
    <figure className="rounded-lg border bg-card p-3">
      {/* Phones: one frame per row with its label in front; wider screens: three frames side by side. */}
      <ol className="grid gap-1 sm:grid-cols-3 sm:gap-2">
        {STAGES.map((stage, index) => (
          <li key={stage.id} className="flex items-center gap-3 sm:flex-col-reverse sm:gap-1">
            <span className="w-20 shrink-0 text-xs font-medium text-muted-foreground sm:w-auto">
              {index + 1}. {stage.label}
            </span>
            <span className="block w-full max-w-60 sm:max-w-none">
              <Frame diagram={diagram} stage={stage.id} />
            </span>
          </li>
        ))}
      </ol>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="w-full sm:w-auto">Sketch of the {knot.name} knot:</span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-1 w-4 rounded-full bg-primary" />
          main line
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-1 w-4 rounded-full bg-amber-600" />
          {diagram.kind === 'eye' ? 'tag end' : 'leader'}
        </span>
        {diagram.kind === 'eye' ? (
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full border-2 border-slate-500" />
            hook eye
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
