import { PagePlaceholder } from '../components/PagePlaceholder';

export default function CatchesPage() {
  return (
    <PagePlaceholder
      title="Catch Log"
      description="This screen is being built: logging catches with species, size, bait, location and weather conditions is coming next."
    />
  );
}
