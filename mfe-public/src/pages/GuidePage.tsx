import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tackle/ui';
import { StaticPage } from '../components/StaticPage';
import { tabValue, WRAPPING_TABS_LIST } from '../components/content-parts';
import { GUIDE, GUIDE_PAGE, GUIDE_TABS, type GuideTab } from '../content/guide';
import { SeasonCard, SpeciesCard, WeatherCard } from '../guide/GuideCards';

function GuidePanel({ tab }: { tab: GuideTab }) {
  switch (tab) {
    case 'Fish Species':
      return GUIDE.species.map((species) => <SpeciesCard key={species.id} species={species} />);
    case 'Weather Conditions':
      return (
        <div className="grid gap-6 md:grid-cols-2">
          {GUIDE.weather.map((condition) => (
            <WeatherCard key={condition.id} condition={condition} />
          ))}
        </div>
      );
    case 'Seasonal Tips':
      return GUIDE.seasons.map((season) => <SeasonCard key={season.id} season={season} />);
  }
}

export default function GuidePage() {
  return (
    <StaticPage copy={GUIDE_PAGE}>
      <Tabs defaultValue={tabValue('Fish Species' satisfies GuideTab)}>
        <TabsList aria-label="Guide sections" className={WRAPPING_TABS_LIST}>
          {GUIDE_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tabValue(tab)} className="flex-none">
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {GUIDE_TABS.map((tab) => (
          <TabsContent key={tab} value={tabValue(tab)} className="mt-6 space-y-6">
            <GuidePanel tab={tab} />
          </TabsContent>
        ))}
      </Tabs>
    </StaticPage>
  );
}
