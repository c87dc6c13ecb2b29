import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tackle/ui';
import { StaticPage } from '../components/StaticPage';
import { tabValue, WRAPPING_TABS_LIST } from '../components/content-parts';
import { KNOT_TABS, KNOTS_PAGE, knotsIn, type KnotTab } from '../content/knots';
import { KnotCard } from '../knots/KnotCard';

export default function KnotsPage() {
  return (
    <StaticPage copy={KNOTS_PAGE}>
      <Tabs defaultValue={tabValue('All' satisfies KnotTab)}>
        <TabsList aria-label="Knot types" className={WRAPPING_TABS_LIST}>
          {KNOT_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tabValue(tab)} className="flex-none">
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {KNOT_TABS.map((tab) => (
          <TabsContent key={tab} value={tabValue(tab)} className="mt-6">
            <div className="grid gap-6 lg:grid-cols-2">
              {knotsIn(tab).map((knot) => (
                <KnotCard key={knot.id} knot={knot} />
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </StaticPage>
  );
}
