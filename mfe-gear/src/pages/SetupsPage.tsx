import { PagePlaceholder } from '../components/PagePlaceholder';

export default function SetupsPage() {
  return (
    <PagePlaceholder
      title="Fishing Setups"
      description="This screen is being built: named rod, reel and lure combinations are coming next."
    />
  );
}
