// The list page kit: every remote's list screen (gear, consumables, storage, setups, catches) and
// the scaffolding of the statistics screen are built from these pieces, with the toolbar
// (list-toolbar.tsx), the cards (list-cards.tsx) and the table (list-table.tsx).
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { Button } from './button';
import { Card, CardDescription, CardHeader, CardTitle } from './card';
import { EmptyState, Spinner } from './feedback';
import { Alert, AlertDescription, AlertTitle } from './misc';
import { cn } from '../lib/utils';
import { errorMessage } from '../runtime/api';
import { useAuthLoading, useSession } from '../runtime/session';

const FRAME = 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-8';

/** The page's centred column. */
export function PageFrame({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(FRAME, 'space-y-6', className)}>{children}</div>;
}

export interface PageHeadingProps {
  title: ReactNode;
  /** The heading's actions (buttons, links). */
  children?: ReactNode;
  /**
   * 'stacked' (default): on a phone the actions wrap under the title. 'inline': they share the
   * title's row at every width, top-aligned on a phone (the gear page's 'More' menu, decision 104);
   * the children are then laid out by the caller.
   */
  layout?: 'stacked' | 'inline';
}

export function PageHeading({ title, children, layout = 'stacked' }: PageHeadingProps) {
  const heading = <h1 className="text-3xl font-bold tracking-tight">{title}</h1>;
  if (layout === 'inline') {
    return (
      <div className="flex items-start justify-between gap-4 sm:items-center">
        {heading}
        {children}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      {heading}
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/**
 * Renders the screen for a signed-in user; otherwise a spinner while auth loads, then the spec's
 * 'Please Log In' card with the screen's own sentence.
 */
export function SignedInGate({ message, children }: { message: string; children: ReactNode }) {
  const session = useSession();
  const authLoading = useAuthLoading();
  if (session) return <>{children}</>;
  return (
    <div className={FRAME}>
      {authLoading ? (
        <LoadingState label="Loading" />
      ) : (
        <Card className="mx-auto max-w-md text-center">
          <CardHeader>
            <CardTitle as="h1">Please Log In</CardTitle>
            <CardDescription>{message}</CardDescription>
            <div className="mt-4">
              <Button asChild>
                <Link to="/auth">Log In</Link>
              </Button>
            </div>
          </CardHeader>
        </Card>
      )}
    </div>
  );
}

/** A screen for signed-in users only (`SignedInGate` with the screen's own sentence). */
export function signedInPage(message: string, Screen: ComponentType): ComponentType {
  function SignedInPage() {
    return (
      <SignedInGate message={message}>
        <Screen />
      </SignedInGate>
    );
  }
  return SignedInPage;
}

/** The big centred spinner of a list that is loading. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}

export interface LoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** 'Could not load ...' with the reason and 'Try again'. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  return (
    <Alert variant="destructive">
      <div className="flex-1">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

export type ListStatus = 'loading' | 'error' | 'empty' | 'ready';

/** Where a list is: an error first (with or without data), then loading, then empty or not. */
export function listStatus(query: { isError: boolean }, data: readonly unknown[] | undefined): ListStatus {
  if (query.isError) return 'error';
  if (!data) return 'loading';
  return data.length === 0 ? 'empty' : 'ready';
}

export interface ListPageProps {
  title: ReactNode;
  /** The list's query: its error, and 'Try again'. */
  query: { isError: boolean; error: unknown; refetch: () => unknown; data?: readonly unknown[] | undefined };
  /** The list (undefined while it loads); the query's data unless given (e.g. a deferred copy). */
  data?: readonly unknown[] | undefined;
  /** The heading's actions while the list loads, fails or has items. */
  actions?: ReactNode;
  /** The heading's actions beside the empty state (none by default: the empty state has the call to action). */
  emptyActions?: ReactNode;
  headingLayout?: PageHeadingProps['layout'];
  /** Search, filters, view toggle, export: above the list once it is there, not beside the empty state. */
  toolbar?: ReactNode;
  /**
   * What the list holds, as the screen says it ('setups'): 'Loading {noun}' while it loads, 'Could
   * not load your {noun}' with the reason (the server's, else 'Failed to load {noun}': `errorMessage`).
   */
  noun: string;
  /** The empty state (an `EmptyState`). */
  empty: ReactNode;
  /** The dialogs, mounted in every state. */
  dialogs?: ReactNode;
  /** The list itself, when it has items. */
  children?: ReactNode;
}

/** A list screen: heading with actions, toolbar, then loading / error (Try again) / empty / the list. */
export function ListPage({
  title,
  query,
  data = query.data,
  actions,
  emptyActions,
  headingLayout,
  toolbar,
  noun,
  empty,
  dialogs,
  children,
}: ListPageProps) {
  const status = listStatus(query, data);
  // One shape for every status: the dialogs keep their place (and their state) when the list turns
  // from empty to filled, e.g. while the Quick Catch counter logs the first fish.
  return (
    <PageFrame>
      <PageHeading title={title} layout={headingLayout}>
        {status === 'empty' ? emptyActions : actions}
      </PageHeading>
      {status === 'empty' ? (
        empty
      ) : (
        <>
          {/* With the list, not before it: a toolbar shown while the list loads moved down when
              what the list brings above it came (the restock alert: a layout shift, decision 153). */}
          {status === 'ready' ? toolbar : null}
          {status === 'error' ? (
            <LoadError
              title={`Could not load your ${noun}`}
              message={errorMessage(query.error, `Failed to load ${noun}`)}
              onRetry={() => void query.refetch()}
            />
          ) : status === 'loading' ? (
            <LoadingState label={`Loading ${noun}`} />
          ) : (
            children
          )}
        </>
      )}
      {dialogs}
    </PageFrame>
  );
}

/** 'Showing n of m items' and the like, announced when it changes. */
export function ListSummary({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {children}
    </p>
  );
}

/** The empty state when the search and filters hide every item, with 'Clear filters'. */
export function NoMatches({
  title,
  description,
  onClear,
}: {
  title: string;
  description: string;
  onClear: () => void;
}) {
  return (
    <EmptyState
      icon={<SearchX />}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}

/** Several calls to action under an empty state. */
export function EmptyActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-center gap-2">{children}</div>;
}
