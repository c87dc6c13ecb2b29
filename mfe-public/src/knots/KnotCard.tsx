import { Badge, CardDescription, cn, type BadgeProps } from '@tackle/ui';
import { strengthTone, type Knot, type StrengthTone } from '../content/knots';
import {
  ArticleBody,
  ArticleCard,
  ArticleHeader,
  ArticleTitle,
  KindAndDifficulty,
  ListSection,
  StepsSection,
} from '../components/content-parts';
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
  return (
    <ArticleCard headingId={`knot-${knot.id}`} className="flex flex-col">
      <ArticleHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ArticleTitle>{knot.name}</ArticleTitle>
          <div className="flex gap-2">
            <KindAndDifficulty kindLabel="Type" kind={knot.category} difficulty={knot.difficulty} />
          </div>
        </div>
        <Strength strength={knot.strength} />
        <CardDescription className="text-pretty">{knot.summary}</CardDescription>
      </ArticleHeader>
      <ArticleBody className="flex flex-1 flex-col gap-5">
        <ListSection title="Uses" items={knot.uses} />
        <KnotDiagram knot={knot} />
        <StepsSection title="How to tie it" steps={knot.steps} label={`${knot.name} steps`} />
        <div className="grid gap-5 sm:grid-cols-2">
          <ListSection title="Pros" items={knot.pros} />
          <ListSection title="Cons" items={knot.cons} />
        </div>
      </ArticleBody>
    </ArticleCard>
  );
}
