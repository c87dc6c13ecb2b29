import { StaticPage } from '../components/StaticPage';
import { SAFETY, SAFETY_PAGE } from '../content/safety';
import { ChecklistCard } from '../safety/ChecklistCard';
import { EmergencyContacts } from '../safety/EmergencyContacts';
import { SafetyTipGroup } from '../safety/SafetyTips';

export default function SafetyPage() {
  return (
    <StaticPage copy={SAFETY_PAGE}>
      <div className="space-y-10">
        <section aria-labelledby="emergency-contacts">
          <h2 id="emergency-contacts" className="text-2xl font-bold tracking-tight">
            Emergency contacts
          </h2>
          <div className="mt-4">
            <EmergencyContacts contacts={SAFETY.contacts} />
          </div>
        </section>

        <section aria-labelledby="safety-tips">
          <h2 id="safety-tips" className="text-2xl font-bold tracking-tight">
            Safety tips
          </h2>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            {SAFETY.groups.map((group) => (
              <SafetyTipGroup key={group.id} group={group} />
            ))}
          </div>
        </section>

        <section aria-labelledby="pre-trip-checklists">
          <h2 id="pre-trip-checklists" className="text-2xl font-bold tracking-tight">
            Pre-trip checklists
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{SAFETY.checklistNote}</p>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            {SAFETY.checklists.map((checklist) => (
              <ChecklistCard key={checklist.id} checklist={checklist} />
            ))}
          </div>
        </section>
      </div>
    </StaticPage>
  );
}
