import { Coils, Loop, MAIN, Strand, WORK, type FrameProps } from './diagram-parts';

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

function TwoSetsOfTurns({ style, wraps, stage }: { style: 'blood' | 'double-uni'; wraps: number; stage: 'wrap' | 'tighten' }) {
  const frame = TWO_SET_FRAMES[stage];
  const [mainTag, leaderTag] = frame.tags[style];
  return (
    <>
      <Strand d={frame.main} tone={MAIN} />
      <Strand d={frame.leader} tone={WORK} />
      <Coils from={frame.leaderTurns[0]} to={frame.leaderTurns[1]} count={wraps} height={frame.height} tone={WORK} />
      <Coils from={frame.mainTurns[0]} to={frame.mainTurns[1]} count={wraps} height={frame.height} tone={MAIN} />
      <Strand d={mainTag} tone={MAIN} />
      <Strand d={leaderTag} tone={WORK} />
    </>
  );
}

/** Albright: the heavy leader folded into a loop, the main line laid along it and wrapped around both. */
const ALBRIGHT_FRAMES = {
  position: { leader: 'M156 44 H70 C58 44 58 34 70 34 H104', main: 'M4 40 H118' },
  wrap: { leader: 'M156 44 H70 C58 44 58 34 70 34 H110', main: 'M4 40 H120', turns: [76, 112], height: 9, tag: 'M72 46 L64 56' },
  tighten: { leader: 'M156 42 H74 C66 42 66 36 74 36 H108', main: 'M4 40 H74', turns: [78, 102], height: 7, tag: 'M105 46 L110 52' },
} as const;

/** A knot that joins the main line (left) to a leader (right). */
export function JoinKnot({ diagram, stage }: FrameProps<'join'>) {
  const { style, wraps } = diagram;
  if (style === 'albright') {
    const frame = ALBRIGHT_FRAMES[stage];
    return (
      <>
        <Strand d={frame.leader} tone={WORK} width={4} />
        <Strand d={frame.main} tone={MAIN} />
        {'turns' in frame ? (
          <>
            <Coils from={frame.turns[0]} to={frame.turns[1]} count={wraps} height={frame.height} tone={MAIN} />
            <Strand d={frame.tag} tone={MAIN} />
          </>
        ) : null}
      </>
    );
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
  return <TwoSetsOfTurns style={style} wraps={wraps} stage={stage} />;
}
