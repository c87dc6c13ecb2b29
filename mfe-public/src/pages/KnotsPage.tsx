import { TabbedPage } from '../components/TabbedPage';
import { entriesUnderTab } from '../content/common';
import { KNOT_TABS, KNOTS_PAGE, KNOTS } from '../content/knots';
import { KnotCard } from '../knots/KnotCard';

export default function KnotsPage() {
  return (
    <TabbedPage
      copy={KNOTS_PAGE}
      tabs={KNOT_TABS}
      label="Knot types"
      panel={(tab) => (
        <div className="grid gap-6 lg:grid-cols-2">
          {entriesUnderTab(tab, KNOTS).map((knot) => (
            <KnotCard key={knot.id} knot={knot} />
          ))}
        </div>
      )}
    />
  );
}
