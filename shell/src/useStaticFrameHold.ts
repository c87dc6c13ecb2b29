import { useLayoutEffect } from 'react';
import { checkStaticFrame, holdStaticFrame } from './static-frame';

/**
 * Keep the static first frame (static-frame.ts, decision 102) while this placeholder is mounted, if
 * the frame was made for `pathname`. A layout effect: the frame goes in the same task as the commit
 * that removes the last placeholder, before that commit is painted.
 */
export function useStaticFrameHold(pathname: string): void {
  useLayoutEffect(() => holdStaticFrame(pathname), [pathname]);
}

/**
 * Rendered once beside the app: after its first commit, the frame goes unless a placeholder holds
 * it (a first screen with no placeholder at all, e.g. an error panel).
 */
export function StaticFrameCheck(): null {
  useLayoutEffect(() => checkStaticFrame(), []);
  return null;
}
