import type { Knot, KnotDiagram as Diagram } from '../content/knots';
import { STAGES, type Stage } from './diagram-parts';
import { EyeKnot } from './EyeKnot';
import { JoinKnot } from './JoinKnot';

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
