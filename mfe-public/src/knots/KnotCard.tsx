import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, type BadgeProps } from '@tackle/ui';
import { strengthTone, type Knot, type StrengthTone } from '../content/knots';
import { BulletList, NumberedSteps, PartTitle } from '../components/content-parts';
import { KnotDiagram } from './KnotDiagram';

const TONE_BADGE: Record<StrengthTone, NonNullable<BadgeProps['variant']>> = {
  green: 'success',
  yellow: 'warning',
  red: 'destructive',
};

const TONE_BAR: Record<StrengthTone, string> = {
  green: 'bg-emerald-600',
  yellow: 'bg-amber-400',
  red: 'bg-red-600',
};

/** The knot's strength as text (the colour repeats it, never replaces it) with a gauge. */
function Strength({ strength }: { strength: number }) {
  const tone = strengthTone(strength);
  return (
    <div className="flex min-w-40 flex-1 items-center gap-3">
      <Badge variant={TONE_BADGE[tone]} data-tone={tone}>
        {strength}% strength
      </Badge>
      <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
        <span className={cn('block h-full rounded-full', TONE_BAR[tone])} style={{ width: `${strength}%` }} />
      </span>
    </div>
  );
}

export function KnotCard({ knot }: { knot: Knot }) {
  const headingId = `knot-${knot.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col">
      <CardHeader className="gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" id={headingId} className="text-xl">
            {knot.name}
          </CardTitle>
          <div className="flex gap-2">
            <Badge variant="secondary">
              <span className="sr-only">Type: </span>
              {knot.category}
            </Badge>
            <Badge variant="outline">
              <span className="sr-only">Difficulty: </span>
              {knot.difficulty}
            </Badge>
          </div>
        </div>
        <Strength strength={knot.strength} />
        <CardDescription className="text-pretty">{knot.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5 p-5 pt-0 sm:p-6 sm:pt-0">
        <section>
          <PartTitle>Uses</PartTitle>
          <BulletList items={knot.uses} />
        </section>
        <KnotDiagram knot={knot} />
        <section>
          <PartTitle>How to tie it</PartTitle>
          <NumberedSteps steps={knot.steps} label={`${knot.name} steps`} />
        </section>
        <div className="grid gap-5 sm:grid-cols-2">
          <section>
            <PartTitle>Pros</PartTitle>
            <BulletList items={knot.pros} />
          </section>
          <section>
            <PartTitle>Cons</PartTitle>
            <BulletList items={knot.cons} />
          </section>
        </div>
      </CardContent>
    </Card>
  );
}
