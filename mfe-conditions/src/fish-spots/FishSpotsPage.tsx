import { errorMessage, useUnits, WhatToTieOn } from '@tackle/ui';
import { BiteTimesCard } from './BiteTimesCard';
import { conditionParams } from './conditions-form';
import { CurrentConditionsCard } from './CurrentConditionsCard';
import { RecommendedSpotsCard } from './RecommendedSpotsCard';
import { useFishSpots } from './useFishSpots';

const RECOMMENDATIONS_UNAVAILABLE = 'The spot rankings could not be loaded right now. Try again in a minute.';
const BITE_TIMES_UNAVAILABLE = "Today's bite times could not be worked out right now. Try again in a minute.";

/**
 * /fish-spots: where am I (device or search), what are the conditions (auto-filled from current
 * weather, editable), where and how to fish (ranked spots with reasons) and when (bite times).
 */
export default function FishSpotsPage() {
  const spots = useFishSpots();
  const { place, form, autoFilled, change, recommendations, biteTimes } = spots;
  const units = useUnits();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 md:py-8 [&>*]:min-w-0">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Fish Spots</h1>
        <p className="text-muted-foreground">
          Current conditions, what worked for you in conditions like these, where the pattern fits today, and when
          the fish should bite.
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <div className="grid content-start gap-6 [&>*]:min-w-0">
          <CurrentConditionsCard spots={spots} />
          {/* What worked in the angler's own catches in these conditions (the kit's card; a trip
              that is starting shows the same one). */}
          <WhatToTieOn
            conditions={conditionParams(form, units)}
            waterTempEstimated={autoFilled.waterTemp === 'estimated'}
            seasonSubTypeAssumed={autoFilled.seasonSubType === 'assumed'}
          />
        </div>

        <div className="grid content-start gap-6 [&>*]:min-w-0">
          <RecommendedSpotsCard
            form={form}
            onChange={change}
            spots={recommendations.data}
            loading={place !== null && (recommendations.isPending || recommendations.isFetching)}
            error={recommendations.isError ? errorMessage(recommendations.error, RECOMMENDATIONS_UNAVAILABLE) : null}
            onRetry={() => void recommendations.refetch()}
          />
          <BiteTimesCard
            data={biteTimes.data}
            loading={place !== null && biteTimes.isPending}
            error={biteTimes.isError ? errorMessage(biteTimes.error, BITE_TIMES_UNAVAILABLE) : null}
          />
        </div>
      </div>
    </div>
  );
}
