import { EmptyState } from '@tackle/ui';
import { TabbedPage } from '../components/TabbedPage';
import { entriesUnderTab } from '../content/common';
import { TECHNIQUE_TABS, TECHNIQUES_PAGE, TECHNIQUES } from '../content/techniques';
import { TechniqueCard } from '../techniques/TechniqueCard';

export default function TechniquesPage() {
  return (
    <TabbedPage
      copy={TECHNIQUES_PAGE}
      tabs={TECHNIQUE_TABS}
      label="Technique categories"
      panel={(tab) => {
        const techniques = entriesUnderTab(tab, TECHNIQUES);
        return techniques.length === 0 ? (
          <EmptyState title="No techniques in this category yet." description="Browse the All tab for every technique we cover." />
        ) : (
          <div className="space-y-6">
            {techniques.map((technique) => (
              <TechniqueCard key={technique.id} technique={technique} />
            ))}
          </div>
        );
      }}
    />
  );
}
