import { TabbedPage } from '../components/TabbedPage';
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
    <TabbedPage
      copy={GUIDE_PAGE}
      tabs={GUIDE_TABS}
      label="Guide sections"
      panelClassName="space-y-6"
      panel={(tab) => <GuidePanel tab={tab} />}
    />
  );
}
