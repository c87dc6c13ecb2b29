import { CardDescription } from '@tackle/ui';
import type { Technique } from '../content/techniques';
import {
  ArticleBody,
  ArticleCard,
  ArticleHeader,
  ArticleTitle,
  FactList,
  KindAndDifficulty,
  ListSection,
  StepsSection,
  PartTitle,
} from '../components/content-parts';

export function TechniqueCard({ technique }: { technique: Technique }) {
  return (
    <ArticleCard headingId={`technique-${technique.id}`}>
      <ArticleHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <KindAndDifficulty kindLabel="Category" kind={technique.category} difficulty={technique.difficulty} />
        </div>
        <ArticleTitle>{technique.name}</ArticleTitle>
        <CardDescription className="text-base text-pretty">{technique.summary}</CardDescription>
      </ArticleHeader>
      <ArticleBody className="space-y-6">
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
          <StepsSection title="Steps" steps={technique.steps} label={`${technique.name} steps`} />
          <ListSection title="Tips" items={technique.tips} />
        </div>
      </ArticleBody>
    </ArticleCard>
  );
}
