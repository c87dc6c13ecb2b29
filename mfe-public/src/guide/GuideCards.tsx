import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tackle/ui';
import { formatTemperatureRange } from '../content/common';
import type { Season, Species, WeatherCondition } from '../content/guide';
import { BulletList, FactList, PartTitle } from '../components/content-parts';

export function SpeciesCard({ species }: { species: Species }) {
  const headingId = `species-${species.id}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="p-5 sm:p-6">
        <CardTitle as="h2" id={headingId} className="text-xl">
          {species.name}
        </CardTitle>
        <p className="text-sm italic text-muted-foreground">{species.scientificName}</p>
        <CardDescription className="text-base text-pretty">{species.summary}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6 p-5 pt-0 sm:p-6 sm:pt-0">
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
          <section>
            <PartTitle>Techniques</PartTitle>
            <BulletList items={species.techniques} />
          </section>
          <section>
            <PartTitle>Baits</PartTitle>
            <BulletList items={species.baits} />
          </section>
          <section>
            <PartTitle>Tips</PartTitle>
            <BulletList items={species.tips} />
          </section>
        </div>
      </CardContent>
    </Card>
  );
}

export function WeatherCard({ condition }: { condition: WeatherCondition }) {
  const headingId = `weather-${condition.id}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="p-5 sm:p-6">
        <CardTitle as="h2" id={headingId} className="text-xl">
          {condition.name}
        </CardTitle>
        <CardDescription className="text-base">{condition.summary}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5 p-5 pt-0 sm:p-6 sm:pt-0">
        <section>
          <PartTitle>How fish respond</PartTitle>
          <p className="mt-2 text-sm">{condition.fishBehavior}</p>
        </section>
        <section>
          <PartTitle>How to fish it</PartTitle>
          <BulletList items={condition.approach} />
        </section>
        <section>
          <PartTitle>Baits</PartTitle>
          <BulletList items={condition.baits} />
        </section>
        <section>
          <PartTitle>Tips</PartTitle>
          <BulletList items={condition.tips} />
        </section>
      </CardContent>
    </Card>
  );
}

export function SeasonCard({ season }: { season: Season }) {
  const headingId = `season-${season.id}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" id={headingId} className="text-xl">
            {season.name}
          </CardTitle>
          <Badge variant="secondary">Water {formatTemperatureRange(season.waterTemperature)}</Badge>
        </div>
        <CardDescription className="text-base text-pretty">{season.summary}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 p-5 pt-0 sm:p-6 sm:pt-0 md:grid-cols-3">
        <section>
          <PartTitle>Where to fish</PartTitle>
          <BulletList items={season.whereToFish} />
        </section>
        <section>
          <PartTitle>Techniques</PartTitle>
          <BulletList items={season.techniques} />
        </section>
        <section>
          <PartTitle>Tips</PartTitle>
          <BulletList items={season.tips} />
        </section>
      </CardContent>
    </Card>
  );
}
