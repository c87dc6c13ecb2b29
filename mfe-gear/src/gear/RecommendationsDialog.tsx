import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NO_GEAR_RECOMMENDATIONS_MESSAGE, formatConfidencePercent, type GearRecommendation } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  Badge,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Spinner,
  toast,
  useApi,
  errorMessage,
  type DialogOpenProps,
} from '@tackle/ui';
import { gearQueries } from './queries';

/** 'Gear Pairing Recommendations': which reel belongs on which rod, best first. */
export function RecommendationsDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Gear Pairing Recommendations</DialogTitle>
          <DialogDescription>Rod and reel combinations from your inventory, best match first.</DialogDescription>
        </DialogHeader>
        {open ? <RecommendationList /> : null}
      </DialogContent>
    </Dialog>
  );
}

function GearSummary({ role, gear }: { role: 'Rod' | 'Reel'; gear: GearRecommendation['rod'] }) {
  const detail = [gear.brand, gear.model].filter(Boolean).join(' ');
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{role}</p>
      <p className="break-words font-medium">{gear.name}</p>
      <p className="break-words text-sm text-muted-foreground">{detail || '-'}</p>
    </div>
  );
}

function RecommendationList() {
  const api = useApi();
  const recommendations = useQuery(gearQueries.recommendations(api));
  const failed = recommendations.isError;
  const error = recommendations.error;

  useEffect(() => {
    if (failed) toast({ title: 'Error', description: errorMessage(error, 'Failed to get recommendations'), variant: 'destructive' });
  }, [failed, error]);

  if (recommendations.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner size="lg" label="Loading recommendations" />
      </div>
    );
  }
  if (recommendations.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(recommendations.error, 'Failed to load recommendations')}</AlertDescription>
      </Alert>
    );
  }
  if (recommendations.data.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{NO_GEAR_RECOMMENDATIONS_MESSAGE}</p>;
  }
  return (
    <ol className="grid max-h-[60dvh] gap-3 overflow-y-auto pr-1" aria-label="Recommended combinations">
      {recommendations.data.map((recommendation, index) => (
        <li key={`${recommendation.rod.id}-${recommendation.reel.id}`} className="grid gap-3 rounded-lg border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">Combination #{index + 1}</h3>
            <Badge variant={recommendation.confidence >= 0.8 ? 'success' : recommendation.confidence >= 0.6 ? 'warning' : 'outline'}>
              Confidence: {formatConfidencePercent(recommendation.confidence)}
            </Badge>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <GearSummary role="Rod" gear={recommendation.rod} />
            <GearSummary role="Reel" gear={recommendation.reel} />
          </div>
          <div className="rounded-md bg-muted p-3 text-sm">
            <p className="font-medium">Why this combination?</p>
            <p className="mt-1 text-muted-foreground">{recommendation.explanation}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
