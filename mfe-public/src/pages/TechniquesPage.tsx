import { EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@tackle/ui';
import { StaticPage } from '../components/StaticPage';
import { tabValue, WRAPPING_TABS_LIST } from '../components/content-parts';
import { TECHNIQUE_TABS, TECHNIQUES_PAGE, techniquesIn, type TechniqueTab } from '../content/techniques';
import { TechniqueCard } from '../techniques/TechniqueCard';

export default function TechniquesPage() {
  return (
    <StaticPage copy={TECHNIQUES_PAGE}>
      <Tabs defaultValue={tabValue('All' satisfies TechniqueTab)}>
        <TabsList aria-label="Technique categories" className={WRAPPING_TABS_LIST}>
          {TECHNIQUE_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tabValue(tab)} className="flex-none">
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {TECHNIQUE_TABS.map((tab) => {
          const techniques = techniquesIn(tab);
          return (
            <TabsContent key={tab} value={tabValue(tab)} className="mt-6">
              {techniques.length === 0 ? (
                <EmptyState
                  title="No techniques in this category yet."
                  description="Browse the All tab for every technique we cover."
                />
              ) : (
                <div className="space-y-6">
                  {techniques.map((technique) => (
                    <TechniqueCard key={technique.id} technique={technique} />
                  ))}
                </div>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </StaticPage>
  );
}
