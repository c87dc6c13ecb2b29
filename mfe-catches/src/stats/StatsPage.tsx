import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Label,
  LoadError,
  LoadingState,
  PageFrame,
  signedInPage,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useApi,
  useUnits,
  errorMessage,
} from '@tackle/ui';
import { waterTempEstimateRule } from '@tackle/contracts';
import { CatchTab } from './CatchTab';
import { plural } from './format';
import { statsQueries } from './queries';
import { AnglerTab, GearTab } from './StatsTabs';

function Title() {
  return <h1 className="text-3xl font-bold tracking-tight">Fishing Statistics</h1>;
}

export default signedInPage('Log in to view your fishing statistics.', Statistics);

function Statistics() {
  const api = useApi();
  const [leaveOutEstimates, setLeaveOutEstimates] = useState(false);
  const statsQuery = useQuery(statsQueries.get(api, leaveOutEstimates ? 'exclude' : 'include'));
  // The figures and charts are rendered from a deferred copy: when the answer arrives, React renders
  // them in the background in slices of a few milliseconds, not in one long task (decision 152;
  // a query's answer reaches React through useSyncExternalStore, which it renders in one go).
  const stats = useDeferredValue(statsQuery.data);

  if (statsQuery.isError) {
    return (
      <PageFrame>
        <Title />
        <LoadError
          title="Could not load your statistics"
          message={errorMessage(statsQuery.error, 'Failed to load statistics')}
          onRetry={() => void statsQuery.refetch()}
        />
      </PageFrame>
    );
  }

  // No answer yet, or it is still being rendered.
  if (stats === undefined) {
    return (
      <PageFrame>
        <Title />
        <LoadingState label="Loading statistics" />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <Title />
        {stats.angler.totalCatches === 0 ? (
          <Button asChild>
            <Link to="/catches">Log your first catch</Link>
          </Button>
        ) : (
          <EstimatesToggle
            checked={leaveOutEstimates}
            onCheckedChange={setLeaveOutEstimates}
            estimatedWaterTemps={stats.estimates.waterTemp}
            updating={statsQuery.isPlaceholderData}
          />
        )}
      </div>
      <Tabs defaultValue="angler">
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
          <TabsTrigger value="angler" className="whitespace-normal sm:whitespace-nowrap">
            Angler Stats
          </TabsTrigger>
          <TabsTrigger value="gear" className="whitespace-normal sm:whitespace-nowrap">
            Gear Stats
          </TabsTrigger>
          <TabsTrigger value="catch" className="whitespace-normal sm:whitespace-nowrap">
            Catch Stats
          </TabsTrigger>
        </TabsList>
        <TabsContent value="angler" className="mt-4 space-y-4">
          <AnglerTab stats={stats} />
        </TabsContent>
        <TabsContent value="gear" className="mt-4 space-y-4">
          <GearTab stats={stats} />
        </TabsContent>
        <TabsContent value="catch" className="mt-4 space-y-4">
          <CatchTab stats={stats} />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}

/** Estimated values (water temperature from the air) in or out of the figures; the API leaves them out. */
function EstimatesToggle({
  checked,
  onCheckedChange,
  estimatedWaterTemps,
  updating,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  estimatedWaterTemps: number;
  updating: boolean;
}) {
  const id = useId();
  const { system } = useUnits();
  return (
    <div className="grid gap-1 sm:max-w-xs sm:text-right">
      <div className="flex items-center gap-2 sm:justify-end">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(next) => onCheckedChange(next === true)}
          aria-describedby={`${id}-hint`}
        />
        <Label htmlFor={id}>Leave out estimated values</Label>
        {updating ? <Spinner size="sm" label="Updating statistics" /> : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {estimatedWaterTemps === 0 ? (
          'No estimated values in your log.'
        ) : (
          <>
            {plural(estimatedWaterTemps, 'catch has', 'catches have')} a water temperature estimated from the air (
            <span className="whitespace-nowrap">{waterTempEstimateRule(system)}</span>){checked ? ', left out of the charts.' : '.'}
          </>
        )}
      </p>
    </div>
  );
}
