import { PagePlaceholder } from '../components/PagePlaceholder';

export default function FishSpotsPage() {
  return (
    <PagePlaceholder
      title="Fish Spots"
      description="This screen is being built: current conditions for your location and recommended spots with the rig to tie on are coming next."
    />
  );
}
