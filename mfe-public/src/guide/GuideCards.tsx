import { Badge, CardDescription } from '@tackle/ui';
import { formatTemperatureRange } from '../content/common';
import type { Season, Species, WeatherCondition } from '../content/guide';
import { ArticleBody, ArticleCard, ArticleHeader, ArticleTitle, FactList, ListSection, PartTitle } from '../components/content-parts';

export function SpeciesCard({ species }: { species: Species }) {
  return (
    <ArticleCard headingId={`species-${species.id}`}>
      <ArticleHeader>
        <ArticleTitle>{species.name}</ArticleTitle>
        <p className="text-sm italic text-muted-foreground">{species.scientificName}</p>
        <CardDescription className="text-base text-pretty">{species.summary}</CardDescription>
      </ArticleHeader>
      <ArticleBody className="space-y-6">
        <FactList
          facts={[
            { term: 'Habitat', value: species.habitat },
            {
              term: 'Temperature range',
              value: (
                <>
                  <span className="font-medium text-foreground">{formatTemperatureRange(species.temperature)}</span>
                  <span className="block">{species.temperatureNote}</span>
                </>
              ),
            },
            { term: 'Weather', value: species.weather },
            { term: 'Best times', value: species.bestTimes },
          ]}
        />
        <div className="grid gap-6 md:grid-cols-3">
          <ListSection title="Techniques" items={species.techniques} />
          <ListSection title="Baits" items={species.baits} />
          <ListSection title="Tips" items={species.tips} />
        </div>
      </ArticleBody>
    </ArticleCard>
  );
}

export function WeatherCard({ condition }: { condition: WeatherCondition }) {
  return (
    <ArticleCard headingId={`weather-${condition.id}`}>
      <ArticleHeader>
        <ArticleTitle>{condition.name}</ArticleTitle>
        <CardDescription className="text-base">{condition.summary}</CardDescription>
      </ArticleHeader>
      <ArticleBody className="space-y-5">
        <section>
          <PartTitle>How fish respond</PartTitle>
          <p className="mt-2 text-sm">{condition.fishBehavior}</p>
        </section>
        <ListSection title="How to fish it" items={condition.approach} />
        <ListSection title="Baits" items={condition.baits} />
        <ListSection title="Tips" items={condition.tips} />
      </ArticleBody>
    </ArticleCard>
  );
}

export function SeasonCard({ season }: { season: Season }) {
  return (
    <ArticleCard headingId={`season-${season.id}`}>
      <ArticleHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ArticleTitle>{season.name}</ArticleTitle>
          <Badge variant="secondary">Water {formatTemperatureRange(season.waterTemperature)}</Badge>
        </div>
        <CardDescription className="text-base text-pretty">{season.summary}</CardDescription>
      </ArticleHeader>
      <ArticleBody className="grid gap-6 md:grid-cols-3">
        <ListSection title="Where to fish" items={season.whereToFish} />
        <ListSection title="Techniques" items={season.techniques} />
        <ListSection title="Tips" items={season.tips} />
      </ArticleBody>
    </ArticleCard>
  );
}
