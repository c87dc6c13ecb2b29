import { createContext, useContext, type ReactNode } from 'react';
import { Badge, Card, CardContent, CardHeader, CardTitle, cn, type BadgeProps } from '@tackle/ui';

const HeadingId = createContext<string | undefined>(undefined);

/**
 * The cards of the educational pages: each is an article named by its title, an h2 (ArticleTitle)
 * with the id `headingId`; the parts inside (PartTitle) are h3.
 */
export function ArticleCard({
  headingId,
  className,
  children,
}: {
  headingId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card role="article" aria-labelledby={headingId} className={className}>
      <HeadingId.Provider value={headingId}>{children}</HeadingId.Provider>
    </Card>
  );
}

/** The card's title: the h2 its article is named by. */
export function ArticleTitle({ children }: { children: ReactNode }) {
  return (
    <CardTitle as="h2" id={useContext(HeadingId)} className="text-xl">
      {children}
    </CardTitle>
  );
}

export function ArticleHeader({ className, children }: { className?: string; children: ReactNode }) {
  return <CardHeader className={cn(className, 'p-5 sm:p-6')}>{children}</CardHeader>;
}

export function ArticleBody({ className, children }: { className?: string; children: ReactNode }) {
  return <CardContent className={cn(className, 'p-5 pt-0 sm:p-6 sm:pt-0')}>{children}</CardContent>;
}

/** A badge whose kind ('Difficulty', 'Priority'...) is read out before its value but not shown. */
export function LabelledBadge({
  label,
  variant,
  className,
  children,
}: {
  label: string;
  variant: BadgeProps['variant'];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Badge variant={variant} className={className}>
      <span className="sr-only">{label}: </span>
      {children}
    </Badge>
  );
}

/** A small heading inside a card (the card's own title is the h2). */
export function PartTitle({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{children}</h3>;
}

export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('mt-2 space-y-1.5 text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The two badges of a technique or knot card: its kind (category, type) and its difficulty. */
export function KindAndDifficulty({
  kindLabel,
  kind,
  difficulty,
}: {
  kindLabel: string;
  kind: string;
  difficulty: string;
}) {
  return (
    <>
      <LabelledBadge label={kindLabel} variant="secondary">
        {kind}
      </LabelledBadge>
      <LabelledBadge label="Difficulty" variant="outline">
        {difficulty}
      </LabelledBadge>
    </>
  );
}

/** A part of a card that is a titled bullet list. */
export function ListSection({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section>
      <PartTitle>{title}</PartTitle>
      <BulletList items={items} />
    </section>
  );
}

/** A part of a card that is a titled list of numbered steps (`label` names the list). */
export function StepsSection({ title, steps, label }: { title: string; steps: readonly string[]; label: string }) {
  return (
    <section>
      <PartTitle>{title}</PartTitle>
      <NumberedSteps steps={steps} label={label} />
    </section>
  );
}

function NumberedSteps({ steps, label }: { steps: readonly string[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-2 space-y-2 text-sm">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** Short facts as a description list: term on top, value below. */
export function FactList({
  facts,
  className,
}: {
  facts: readonly { term: string; value: ReactNode }[];
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-3 text-sm sm:grid-cols-2', className)}>
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt className="font-semibold">{term}</dt>
          <dd className="mt-0.5 text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
