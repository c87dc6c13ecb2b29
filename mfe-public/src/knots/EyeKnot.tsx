import { Coils, HookEye, MAIN, Strand, WORK, type FrameProps } from './diagram-parts';

/** A knot that ties the line to a hook eye: the line (doubled, or through an open loop) and its tag end. */
export function EyeKnot({ diagram, stage }: FrameProps<'eye'>) {
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
