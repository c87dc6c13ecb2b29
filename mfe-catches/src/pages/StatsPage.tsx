import { PagePlaceholder } from '../components/PagePlaceholder';

export default function StatsPage() {
  return (
    <PagePlaceholder
      title="Fishing Statistics"
      description="This screen is being built: charts of your catches by species, bait, season and conditions are coming next."
    />
  );
}
