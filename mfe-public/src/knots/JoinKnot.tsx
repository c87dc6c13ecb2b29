import { DrawingFrame, Loop, MAIN, Strand, WORK, type Drawing, type FrameProps, type Stage } from './diagram-parts';

/**
 * Double Uni and Blood: each tag wraps the other line, the leader's on the left, the main line's
 * on the right; pulling the standing lines draws the two sets of turns together. The two stages
 * differ only in where the lines and turns lie, and the tag ends stick out in the middle (Blood) or
 * outside the turns (Double Uni).
 */
const TWO_SET_FRAMES = {
  wrap: {
    main: 'M4 38 H120',
    leader: 'M156 42 H40',
    leaderTurns: [42, 70],
    mainTurns: [92, 120],
    height: 9,
    tags: { blood: ['M80 40 L84 24', 'M80 40 L76 56'], 'double-uni': ['M122 31 L128 24', 'M38 49 L32 56'] },
  },
  tighten: {
    main: 'M4 40 H80',
    leader: 'M156 40 H80',
    leaderTurns: [62, 77],
    mainTurns: [83, 98],
    height: 6,
    tags: { blood: ['M80 40 L82 31', 'M80 40 L78 49'], 'double-uni': ['M101 34 L105 28', 'M59 46 L55 52'] },
  },
} as const;

function twoSetsOfTurns(style: 'blood' | 'double-uni', stage: 'wrap' | 'tighten'): Drawing {
  const { main, leader, leaderTurns, mainTurns, height, tags } = TWO_SET_FRAMES[stage];
  const [mainTag, leaderTag] = tags[style];
  return {
    lines: [
      { d: main, tone: MAIN },
      { d: leader, tone: WORK },
    ],
    turns: [
      { from: leaderTurns[0], to: leaderTurns[1], height, tone: WORK },
      { from: mainTurns[0], to: mainTurns[1], height, tone: MAIN },
    ],
    over: [
      { d: mainTag, tone: MAIN },
      { d: leaderTag, tone: WORK },
    ],
  };
}

/** Albright: the heavy leader folded into a loop, the main line laid along it and wrapped around both. */
const ALBRIGHT_FRAMES: Record<Stage, Drawing> = {
  position: {
    lines: [
      { d: 'M156 44 H70 C58 44 58 34 70 34 H104', tone: WORK, width: 4 },
      { d: 'M4 40 H118', tone: MAIN },
    ],
  },
  wrap: {
    lines: [
      { d: 'M156 44 H70 C58 44 58 34 70 34 H110', tone: WORK, width: 4 },
      { d: 'M4 40 H120', tone: MAIN },
    ],
    turns: [{ from: 76, to: 112, height: 9, tone: MAIN }],
    over: [{ d: 'M72 46 L64 56', tone: MAIN }],
  },
  tighten: {
    lines: [
      { d: 'M156 42 H74 C66 42 66 36 74 36 H108', tone: WORK, width: 4 },
      { d: 'M4 40 H74', tone: MAIN },
    ],
    turns: [{ from: 78, to: 102, height: 7, tone: MAIN }],
    over: [{ d: 'M105 46 L110 52', tone: MAIN }],
  },
};

/** Every join but the Albright starts with the two lines laid side by side, overlapping. */
const OVERLAP: Drawing = {
  lines: [
    { d: 'M4 36 H116', tone: MAIN },
    { d: 'M156 44 H44', tone: WORK },
  ],
};

/** A knot that joins the main line (left) to a leader (right). */
export function JoinKnot({ diagram, stage }: FrameProps<'join'>) {
  const { style, wraps } = diagram;
  if (style === 'albright') return <DrawingFrame drawing={ALBRIGHT_FRAMES[stage]} wraps={wraps} />;
  if (stage === 'position') return <DrawingFrame drawing={OVERLAP} wraps={wraps} />;
  if (style === 'surgeons') {
    return stage === 'wrap' ? (
      <>
        <Strand d="M4 38 H124" tone={MAIN} />
        <Strand d="M156 42 H36" tone={WORK} />
        <Loop cx={75} rx={16} ry={13} tone={MAIN} />
        <Loop cx={85} rx={16} ry={13} tone={WORK} />
      </>
    ) : (
      <>
        <Strand d="M4 40 H80" tone={MAIN} />
        <Strand d="M156 40 H80" tone={WORK} />
        <Loop cx={77} rx={7} ry={6} tone={MAIN} />
        <Loop cx={83} rx={7} ry={6} tone={WORK} />
        <Strand d="M88 36 L96 28" tone={MAIN} />
        <Strand d="M72 44 L64 52" tone={WORK} />
      </>
    );
  }
  return <DrawingFrame drawing={twoSetsOfTurns(style, stage)} wraps={wraps} />;
}
