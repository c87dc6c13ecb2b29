import type { KnotDiagram } from '../content/knots';
import { DrawingFrame, HookEye, MAIN, WORK, type Drawing, type FrameProps, type Stage } from './diagram-parts';

type EyeDiagram = Extract<KnotDiagram, { kind: 'eye' }>;

/** Palomar: the doubled line through the eye, an overhand knot in it, the loop passed over the hook. */
const DOUBLED_LINE_FRAMES: Record<Stage, Drawing> = {
  position: {
    lines: [
      { d: 'M4 40 L22 36 H140 C152 36 152 44 140 44 H22', tone: MAIN },
      { d: 'M22 44 L10 54', tone: WORK },
    ],
  },
  wrap: {
    lines: [
      { d: 'M4 40 L22 36 H146 C158 36 158 44 146 44 H22', tone: MAIN },
      { d: 'M22 44 L10 54', tone: WORK },
    ],
    turns: [{ from: 70, to: 86, height: 9, tone: MAIN }],
  },
  tighten: {
    lines: [{ d: 'M4 40 H118 M118 37 H140 C146 37 146 43 140 43 H118', tone: MAIN }],
    turns: [{ from: 116, to: 124, height: 7, tone: MAIN }],
    over: [{ d: 'M114 46 L108 54', tone: WORK }],
  },
};

/** The line through the eye and its tag end wrapped back around it (through an open loop for the Loop knot). */
function singleLineFrame(stage: Stage, openLoop: boolean): Drawing {
  const main = { d: openLoop ? 'M4 40 H56 C66 40 70 28 62 28 C54 28 56 40 68 40 H136' : 'M4 40 H136', tone: MAIN };
  switch (stage) {
    case 'position':
      return { lines: [main, { d: `M136 40 C152 40 152 26 136 26 H${openLoop ? 74 : 70}`, tone: WORK }] };
    case 'wrap':
      return {
        lines: [main, { d: 'M136 40 C152 40 152 26 136 26 L118 31', tone: WORK }],
        turns: [{ from: openLoop ? 80 : 64, to: 112, height: 9, tone: WORK }],
        over: [{ d: openLoop ? 'M76 31 L64 34' : 'M60 31 L52 22', tone: WORK }],
      };
    case 'tighten':
      return openLoop
        ? {
            lines: [{ d: 'M4 40 H98 C110 29 140 29 141 40 C140 51 110 51 98 40', tone: MAIN }],
            turns: [{ from: 82, to: 98, height: 6, tone: WORK }],
            over: [{ d: 'M80 34 L74 26', tone: WORK }],
          }
        : {
            lines: [
              { d: 'M4 40 H136', tone: MAIN },
              { d: 'M136 40 C146 40 146 33 136 33 H124', tone: WORK },
            ],
            turns: [{ from: 104, to: 124, height: 6, tone: WORK }],
            over: [{ d: 'M102 34 L96 26', tone: WORK }],
          };
  }
}

function eyeFrame({ doubledLine, openLoop }: EyeDiagram, stage: Stage): Drawing {
  return doubledLine ? DOUBLED_LINE_FRAMES[stage] : singleLineFrame(stage, openLoop);
}

/** A knot that ties the line to a hook eye: the line (doubled, or through an open loop) and its tag end. */
export function EyeKnot({ diagram, stage }: FrameProps<'eye'>) {
  return (
    <>
      <HookEye />
      <DrawingFrame drawing={eyeFrame(diagram, stage)} wraps={diagram.wraps} />
    </>
  );
}
