import { useId } from 'react';
import { ChevronDown, CloudOff, RotateCw } from 'lucide-react';
import { PATTERN_ASPECT_LABELS, type PatternsResponse, type PatternSuggestion } from '@tackle/contracts';
import { formatDay } from '../lib/dates';
import { cn } from '../lib/utils';
import { errorMessage } from '../runtime/api';
import { usePatterns, type DayConditions } from '../runtime/patterns';
import { isOffline } from '../offline/network';
import { useOfflineSince } from '../offline/reads';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { Spinner } from './feedback';
import { Alert, AlertDescription, Collapsible, CollapsibleContent, CollapsibleTrigger } from './misc';

/** Said when the call failed without a sentence from the server. */
export const PATTERNS_UNAVAILABLE = 'Your suggestions could not be worked out right now. Try again in a minute.';
export const PATTERNS_OFFLINE =
  "You're offline. Suggestions are worked out from your whole log on the server: they come back with the connection.";

export interface WhatToTieOnCardProps {
  answer: PatternsResponse | undefined;
  loading: boolean;
  /** The sentence of a failed load, or null. */
  error: string | null;
  /** No network: a failure says so, and an answer shown is the copy kept on this device. */
  offline: boolean;
  onRetry?: () => void;
  className?: string;
}

/** 'Thursday, May 3, 2026' would be long: the day as everywhere else; a calendar day read at local noon. */
const lastCaught = (day: string) => formatDay(new Date(`${day}T12:00:00`));

function Suggestion({ suggestion }: { suggestion: PatternSuggestion }) {
  const aspect = PATTERN_ASPECT_LABELS[suggestion.aspect];
  const { owned, alternative } = suggestion;
  return (
    <li className="grid gap-1.5 rounded-lg border bg-card p-3" aria-label={`${aspect}: ${suggestion.label}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <h3 className="min-w-0 flex-[1_1_12rem] leading-tight">
          <span className="block text-xs font-medium uppercase tracking-wide text-muted-foreground">{aspect}</span>
          <span className="break-words font-semibold">{suggestion.label}</span>
        </h3>
        <Badge variant="secondary" className="shrink-0">
          {suggestion.fish} of {suggestion.outOf} fish
        </Badge>
      </div>
      <p className="text-sm">{suggestion.evidence}</p>
      {owned.status !== 'not-applicable' ? (
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
          <Badge variant={owned.status === 'owned' ? 'success' : 'warning'}>
            {owned.status === 'owned' ? 'In your tackle' : 'Not in your tackle'}
          </Badge>
          <span className="min-w-0">{owned.note}</span>
        </p>
      ) : null}
      {alternative ? (
        <p className="text-sm">
          {alternative.evidence} {alternative.owned.note}
        </p>
      ) : null}
      {suggestion.notes.length > 0 ? (
        <ul className="list-disc pl-5 text-xs text-muted-foreground">
          {suggestion.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">Last caught {lastCaught(suggestion.lastCaught)}</p>
    </li>
  );
}

function ComparedOn({ answer }: { answer: PatternsResponse }) {
  const used = answer.conditions.filter((condition) => condition.used);
  const notes = answer.conditions.filter((condition) => condition.note && (condition.estimated || !condition.used));
  if (answer.conditions.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      {used.length > 0 ? (
        <p aria-label="Compared on">
          <span className="text-muted-foreground">Compared on: </span>
          {used.map((condition, index) => (
            <span key={condition.field}>
              {index > 0 ? ', ' : null}
              {condition.label}
              {condition.estimated ? <span className="text-muted-foreground"> (estimated)</span> : null}
            </span>
          ))}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <ul className="list-disc pl-5 text-xs text-muted-foreground">
          {notes.map((condition) => (
            <li key={condition.field}>{condition.note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Needs({ answer }: { answer: PatternsResponse }) {
  if (answer.needs.length === 0) return null;
  const list = (
    <ul className="mt-1 grid gap-1 text-sm">
      {answer.needs.map((need) => (
        <li key={need.aspect}>
          <span className="font-medium">{PATTERN_ASPECT_LABELS[need.aspect]}: </span>
          {need.message}
        </li>
      ))}
    </ul>
  );
  // Without suggestions this is the whole story; beside them it is the small print.
  if (answer.status !== 'suggestions') return list;
  return (
    <Collapsible>
      <CollapsibleTrigger className="group inline-flex items-center gap-1 text-xs font-medium text-primary">
        What more catches would tell
        <ChevronDown aria-hidden="true" className="size-3 transition-transform group-data-[state=open]:rotate-180" />
      </CollapsibleTrigger>
      <CollapsibleContent>{list}</CollapsibleContent>
    </Collapsible>
  );
}

/**
 * 'What to tie on today': what worked in the angler's own catches in conditions like the day's,
 * each suggestion with its evidence and whether they own it; the honest sentence when there is too
 * little to go on; loading, error and offline states. Presentational: `WhatToTieOn` feeds it.
 */
export function WhatToTieOnCard({ answer, loading, error, offline, onRetry, className }: WhatToTieOnCardProps) {
  const titleId = useId();
  return (
    <Card role="region" className={className} aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>What to tie on today</CardTitle>
        <CardDescription>From your own catches in conditions like these, and the tackle you own.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error ? (
          offline ? (
            <Alert className="items-start">
              <CloudOff aria-hidden="true" />
              <AlertDescription>{PATTERNS_OFFLINE}</AlertDescription>
            </Alert>
          ) : (
            <Alert variant="destructive" className="flex-col items-start">
              <AlertDescription>Error loading suggestions: {error}</AlertDescription>
              {onRetry ? (
                <Button type="button" size="sm" variant="outline" onClick={onRetry} disabled={loading}>
                  <RotateCw aria-hidden="true" />
                  Try again
                </Button>
              ) : null}
            </Alert>
          )
        ) : null}
        {loading && !answer ? <Spinner label="Loading suggestions" /> : null}
        {answer && !error ? (
          <>
            {offline ? (
              <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                <CloudOff aria-hidden="true" className="size-3.5" />
                Offline — showing the suggestions kept on this device.
              </p>
            ) : null}
            {/* Nothing was compared when the log is thin or no condition was given. */}
            {answer.status === 'thin-history' || answer.status === 'no-conditions' ? null : <ComparedOn answer={answer} />}
            {answer.status === 'suggestions' ? (
              <ol aria-label="Suggestions" className={cn('grid gap-3', loading && 'opacity-60')}>
                {answer.suggestions.map((suggestion) => (
                  <Suggestion key={suggestion.aspect} suggestion={suggestion} />
                ))}
              </ol>
            ) : (
              <p className="rounded-md bg-muted px-3 py-2 text-sm">{answer.message}</p>
            )}
            <Needs answer={answer} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The card for the day's conditions, loading its own answer (GET /api/patterns). */
export function WhatToTieOn({ className, ...day }: DayConditions & { className?: string }) {
  const patterns = usePatterns(day);
  const keptSince = useOfflineSince();
  return (
    <WhatToTieOnCard
      className={className}
      answer={patterns.data}
      loading={patterns.isFetching}
      error={patterns.isError ? errorMessage(patterns.error, PATTERNS_UNAVAILABLE) : null}
      offline={isOffline() || (keptSince !== null && !patterns.isError)}
      onRetry={() => void patterns.refetch()}
    />
  );
}
