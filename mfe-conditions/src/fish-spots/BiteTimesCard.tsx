import { Moon, Sunrise, Sunset } from 'lucide-react';
import { formatLocalTime, type BiteTimes } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
} from '@tackle/ui';

export interface BiteTimesCardProps {
  data: BiteTimes | undefined;
  loading: boolean;
  error: string | null;
}

const ratingVariant = (rating: number) =>
  rating >= 4 ? 'success' : rating >= 3 ? 'default' : rating >= 2 ? 'warning' : 'secondary';

/** Today's solunar periods at the place, in the place's local time. */
export function BiteTimesCard({ data, loading, error }: BiteTimesCardProps) {
  const time = (iso: string | null) => (data ? formatLocalTime(iso, data.utcOffsetMinutes) : '—');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Today's Bite Times</CardTitle>
        <CardDescription>Solunar periods at the place, local time{data ? ` (${data.date})` : ''}.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>Error loading bite times: {error}</AlertDescription>
          </Alert>
        ) : null}
        {loading ? <Spinner label="Loading bite times" /> : null}
        {data ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={ratingVariant(data.rating)}>Day rating: {data.ratingLabel}</Badge>
              <span className="inline-flex items-center gap-1 text-sm">
                <Moon aria-hidden="true" className="size-4" />
                {data.moonPhase.name} ({Math.round(data.moonPhase.illumination * 100)}% lit)
              </span>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="inline-flex items-center gap-1 text-muted-foreground">
                <Sunrise aria-hidden="true" className="size-4" /> Sunrise
              </dt>
              <dd>{time(data.sunrise)}</dd>
              <dt className="inline-flex items-center gap-1 text-muted-foreground">
                <Sunset aria-hidden="true" className="size-4" /> Sunset
              </dt>
              <dd>{time(data.sunset)}</dd>
              <dt className="text-muted-foreground">Moonrise</dt>
              <dd>{time(data.moonrise)}</dd>
              <dt className="text-muted-foreground">Moonset</dt>
              <dd>{time(data.moonset)}</dd>
            </dl>
            <ul aria-label="Bite periods" className="grid gap-1 text-sm">
              {data.periods.map((period) => (
                <li
                  key={`${period.kind}-${period.peak}`}
                  className="flex justify-between gap-2 rounded-md bg-muted px-2 py-1"
                >
                  <span className="font-medium">{period.kind === 'major' ? 'Major' : 'Minor'}</span>
                  <span>
                    {time(period.start)}–{time(period.end)}
                  </span>
                  <span className="text-muted-foreground">{period.event}</span>
                </li>
              ))}
            </ul>
            <ul className="list-disc pl-5 text-xs text-muted-foreground">
              {data.ratingReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
