import { PagePlaceholder } from '../components/PagePlaceholder';

export default function ConsumablesPage() {
  return (
    <PagePlaceholder
      title="Consumables"
      description="This screen is being built: hooks, line, scent, sinkers, soft plastics, stoppers and swivels with stock levels and restock alerts are coming next."
    />
  );
}
