import { PagePlaceholder } from '../components/PagePlaceholder';

export default function StoragePage() {
  return (
    <PagePlaceholder
      title="Storage Locations"
      description="This screen is being built: tackle boxes, rod racks, boats and garages, and which gear lives in each, are coming next."
    />
  );
}
