import type { ComponentType, SVGProps } from 'react';
import { CloudLightning, HeartPulse, LifeBuoy, Waves } from 'lucide-react';
import type { BadgeProps } from '@tackle/ui';
import { LabelledBadge } from '../components/content-parts';
import { byPriority, type SafetyGroup, type SafetyPriority } from '../content/safety';

const PRIORITY_BADGE: Record<SafetyPriority, NonNullable<BadgeProps['variant']>> = {
  Critical: 'destructive',
  High: 'warning',
  Medium: 'secondary',
};

const GROUP_ICON: Record<SafetyGroup['name'], ComponentType<SVGProps<SVGSVGElement>>> = {
  Weather: CloudLightning,
  Water: Waves,
  Equipment: LifeBuoy,
  'Health & Emergency': HeartPulse,
};

export function SafetyTipGroup({ group }: { group: SafetyGroup }) {
  const Icon = GROUP_ICON[group.name];
  const headingId = `safety-${group.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {group.name}
      </h3>
      <ul className="mt-4 divide-y">
        {byPriority(group.tips).map((tip) => (
          <li key={tip.title} className="py-3 first:pt-0 last:pb-0">
            <div className="flex items-start justify-between gap-3">
              <h4 className="min-w-0 font-medium">{tip.title}</h4>
              <LabelledBadge label="Priority" variant={PRIORITY_BADGE[tip.priority]} className="mt-0.5 shrink-0">
                {tip.priority}
              </LabelledBadge>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{tip.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
