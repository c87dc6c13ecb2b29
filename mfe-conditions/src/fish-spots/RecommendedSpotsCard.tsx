import { ChevronDown, Fish, RotateCw, User } from 'lucide-react';
import { NO_SPOT_RECOMMENDATIONS_MESSAGE, formatDistance, type FishingConditionField, type RecommendedSpot } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  ScrollArea,
  Spinner,
  useUnits,
} from '@tackle/ui';
import { ConditionField } from './ConditionField';
import { SPOT_FIELDS, type ConditionsForm } from './conditions-form';

export interface RecommendedSpotsCardProps {
  form: ConditionsForm;
  onChange: (name: FishingConditionField, value: string) => void;
  spots: RecommendedSpot[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

const scoreVariant = (score: number) => (score >= 80 ? 'success' : score >= 60 ? 'warning' : 'secondary');

export function RecommendedSpotsCard({ form, onChange, spots, loading, error, onRetry }: RecommendedSpotsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recommended Spots</CardTitle>
        <CardDescription>Ranked for the conditions above; change anything to re-rank.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3">
          {SPOT_FIELDS.map((spec) => (
            <ConditionField key={spec.name} spec={spec} value={form[spec.name]} onChange={onChange} />
          ))}
        </div>
        {error ? (
          <Alert variant="destructive" className="flex-col items-start">
            <AlertDescription>Error loading recommendations: {error}</AlertDescription>
            <Button type="button" size="sm" variant="outline" onClick={onRetry} disabled={loading}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </Alert>
        ) : null}
        <section aria-label="Recommended spots" className="relative">
          {loading ? (
            <div className="absolute right-2 top-2 z-10">
              <Spinner label="Loading recommendations" size="sm" />
            </div>
          ) : null}
          {/* The spec's 400px scroll area beside the conditions on wide screens; on a phone the list is
              the page itself (a small box inside a scrolling page hides the results). */}
          <ScrollArea className="lg:h-[400px] lg:rounded-md lg:border">
            {spots && spots.length > 0 ? (
              <ol className="grid gap-3 lg:p-3">
                {spots.map((spot) => (
                  <SpotItem key={spot.id} spot={spot} />
                ))}
              </ol>
            ) : loading && !spots ? null : (
              <p className="p-6 text-center text-sm text-muted-foreground">{NO_SPOT_RECOMMENDATIONS_MESSAGE}</p>
            )}
          </ScrollArea>
        </section>
      </CardContent>
    </Card>
  );
}

function SpotItem({ spot }: { spot: RecommendedSpot }) {
  const personal = spot.source === 'personal';
  const { system } = useUnits();
  return (
    <li className="rounded-lg border bg-card p-3" aria-label={spot.name}>
      {/* The score sits beside the name while both fit, else under it: the name keeps the width. */}
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <h3 className="flex min-w-0 flex-[1_1_12rem] items-start gap-1.5 font-semibold leading-tight">
          {personal ? (
            <User aria-hidden="true" className="mt-px size-4 shrink-0 text-primary" />
          ) : (
            <Fish aria-hidden="true" className="mt-px size-4 shrink-0 text-primary" />
          )}
          <span className="min-w-0 break-words">{spot.name}</span>
        </h3>
        <Badge variant={scoreVariant(spot.matchScore)} className="shrink-0">
          Match Score: {spot.matchScore}%
        </Badge>
      </div>
      {spot.description ? <p className="mt-1 text-sm text-muted-foreground">{spot.description}</p> : null}
      {spot.distanceMiles != null ? (
        <p className="mt-1 text-xs text-muted-foreground">{formatDistance(system, spot.distanceMiles, true)} away</p>
      ) : null}
      <div className="mt-2 text-sm">
        <span className="font-medium">Recommended Techniques: </span>
        {spot.recommendedRig ?? '—'}
        {spot.recommendedColor && !personal ? (
          <span className="text-muted-foreground"> ({spot.recommendedColor})</span>
        ) : null}
      </div>
      {spot.reasons && spot.reasons.length > 0 ? (
        <Collapsible>
          <CollapsibleTrigger className="group mt-2 inline-flex items-center gap-1 text-xs font-medium text-primary">
            Why this score
            <ChevronDown
              aria-hidden="true"
              className="size-3 transition-transform group-data-[state=open]:rotate-180"
            />
          </CollapsibleTrigger>
          <CollapsibleContent>
            <ul className="mt-1 list-disc pl-5 text-xs text-muted-foreground">
              {spot.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </CollapsibleContent>
        </Collapsible>
      ) : null}
    </li>
  );
}
