import { startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { PagePlaceholder } from './auth/RequireAuth';

/*
 * Screens whose code loads apart from the app's (the remotes' pages, the shell's own pages) are
 * shown by a state update in a transition once their code is in, not by `lazy` and Suspense
 * (decision 170). React holds back the commit that replaces a Suspense fallback by its content (a
 * "retry") until 300 ms after that fallback appeared: a page whose code arrived 20 ms after its
 * placeholder was shown still waited 280 ms to appear. A transition is not held back, and renders in
 * short slices as the retry did.
 */

/** What one load came to. */
export type Loaded<T> = { value: T } | { error: unknown };

/**
 * What `load` came to for `key` (a new key loads again), or null while it loads. `ready`: the value
 * when it is known already (nothing is loaded then).
 */
export function useLoaded<T>(key: string, load: () => Promise<T>, ready: T | null = null): Loaded<T> | null {
  const [loaded, setLoaded] = useState<{ key: string; outcome: Loaded<T> } | null>(null);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const known = ready !== null;
  useEffect(() => {
    if (known) return undefined;
    let current = true;
    const show = (outcome: Loaded<T>) => current && startTransition(() => setLoaded({ key, outcome }));
    latestLoad.current().then(
      (value) => show({ value }),
      (error: unknown) => show({ error }),
    );
    return () => {
      current = false;
    };
  }, [key, known]);
  if (ready !== null) return { value: ready };
  return loaded?.key === key ? loaded.outcome : null;
}

/** Hands a failed load to the error boundary around it. */
function Failed({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A screen loaded apart, as it stands: `placeholder` while it loads, then the screen (inside a
 * Suspense for what it may still suspend on), or its load's error for the boundary around it.
 */
export function LoadedScreen({ loaded, placeholder }: { loaded: Loaded<ComponentType> | null; placeholder: ReactNode }) {
  if (!loaded) return <>{placeholder}</>;
  if ('error' in loaded) return <Failed error={loaded.error} />;
  const Screen = loaded.value;
  return (
    <Suspense fallback={placeholder}>
      <Screen />
    </Suspense>
  );
}

/**
 * A screen of the shell loaded when first shown (the dashboard, settings, the sign-in form): a
 * placeholder labelled `label` meanwhile (it keeps the page's static first frame, where the HTML
 * came with one), then the screen. A failed load goes to the app's error boundary, as under `lazy`.
 */
export function screenLoadedApart(load: () => Promise<ComponentType>, label = 'Loading'): ComponentType {
  let screen: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const start = () =>
    (loading ??= load().then((loaded) => {
      screen = loaded;
      return loaded;
    }));
  return function ScreenLoadedApart() {
    return <LoadedScreen loaded={useLoaded('screen', start, screen)} placeholder={<PagePlaceholder label={label} />} />;
  };
}
