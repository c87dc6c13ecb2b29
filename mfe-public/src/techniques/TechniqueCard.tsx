import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tackle/ui';
import type { Technique } from '../content/techniques';
import { BulletList, FactList, NumberedSteps, PartTitle } from '../components/content-parts';

export function TechniqueCard({ technique }: { technique: Technique }) {
  const headingId = `technique-${technique.id}`;
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">
            <span className="sr-only">Category: </span>
            {technique.category}
          </Badge>
          <Badge variant="outline">
            <span className="sr-only">Difficulty: </span>
            {technique.difficulty}
          </Badge>
        </div>
        <CardTitle as="h2" id={headingId} className="text-xl">
          {technique.name}
        </CardTitle>
        <CardDescription className="text-base text-pretty">{technique.summary}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6 p-5 pt-0 sm:p-6 sm:pt-0">
        <FactList
          facts={[
            { term: 'Species', value: technique.species.join(', ') },
            { term: 'Seasons', value: technique.seasons.join(', ') },
          ]}
        />
        <section>
          <PartTitle>Equipment</PartTitle>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {technique.equipment.map(({ item, detail }) => (
              <div key={item} className="rounded-lg border bg-muted/40 px-3 py-2">
                <dt className="font-semibold">{item}</dt>
                <dd className="text-muted-foreground">{detail}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="grid gap-6 md:grid-cols-2">
          <section>
            <PartTitle>Steps</PartTitle>
            <NumberedSteps steps={technique.steps} label={`${technique.name} steps`} />
          </section>
          <section>
            <PartTitle>Tips</PartTitle>
            <BulletList items={technique.tips} />
          </section>
        </div>
      </CardContent>
    </Card>
  );
}
