import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, CircleCheck, Fish } from 'lucide-react';
import { AUTH_REGISTER_PATH } from '@tackle/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@tackle/ui';
import { BENEFITS, FEATURES, HIDDEN_COSTS, type Icon } from './content';
import { InventoryPreview } from './LandingChrome';

/** The hero: what Tackle does, 'Get Started', and a sample of the inventory. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border bg-muted/50 px-3 py-1 text-sm text-muted-foreground">
            <Fish aria-hidden="true" className="size-4" />
            Built for bass anglers
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:leading-[1.1]"
          >
            Know every piece of tackle you own. Fish with the right one.
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-muted-foreground text-pretty lg:mx-0">
            Tackle keeps your rods, reels, lures and consumables in one place, tells you what to restock before a trip,
            and learns from every catch which setup works where.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button size="lg" asChild className="w-full sm:w-auto">
              <Link to={AUTH_REGISTER_PATH}>
                Start Organizing
                <ArrowRight aria-hidden="true" className="ml-1 size-4" />
              </Link>
            </Button>
            <a
              href="#features"
              className="text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              See what it does
            </a>
          </div>
          <CheckedList
            items={['Works on your phone at the ramp', 'Your data stays yours', 'Set up in minutes']}
            className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground lg:justify-start"
            itemClassName="items-center gap-1.5"
          />
        </div>
        <InventoryPreview />
      </div>
    </section>
  );
}

/** A list whose items each have a green check before them. */
function CheckedList({
  items,
  className,
  itemClassName,
  iconClassName,
}: {
  items: readonly string[];
  className: string;
  itemClassName: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn('flex', itemClassName)}>
          <CircleCheck aria-hidden="true" className={cn(iconClassName, 'size-4 text-emerald-600')} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A benefit's or feature's icon on a tinted square. */
function IconTile({
  icon: TileIcon,
  className,
  iconClassName,
}: {
  icon: Icon;
  className: string;
  iconClassName: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(className, 'flex items-center justify-center rounded-lg bg-primary/10 text-primary')}
    >
      <TileIcon className={iconClassName} />
    </span>
  );
}

/** A section of the landing page: a centred h2 and a line under it, then the section's content. */
function LandingSection({
  id,
  titleId,
  className,
  title,
  intro,
  children,
}: {
  id?: string;
  titleId: string;
  className?: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={titleId} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-muted-foreground text-pretty">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

/** 'The Hidden Cost of Disorganization'. */
export function HiddenCosts() {
  return (
    <LandingSection
      titleId="hidden-cost-title"
      className="border-y bg-muted/40"
      title="The Hidden Cost of Disorganization"
      intro="A messy tackle box does not just cost time. It costs money, it costs fish, and it quietly grows every season."
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {HIDDEN_COSTS.map(({ value, label, detail, icon: ClaimIcon }) => (
          <li key={label} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <ClaimIcon aria-hidden="true" className="size-5 text-destructive" />
            <p className="mt-3 text-3xl font-extrabold tracking-tight">{value}</p>
            <p className="font-semibold">{label}</p>
            <p className="mt-2 text-sm text-muted-foreground">{detail}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p className="font-medium">Stop paying the disorganization tax.</p>
        <Button size="lg" asChild>
          <Link to={AUTH_REGISTER_PATH}>Sign Up Free</Link>
        </Button>
      </div>
    </LandingSection>
  );
}

/** What an angler gets from it. */
export function Benefits() {
  return (
    <LandingSection
      titleId="benefits-title"
      title="Everything your tackle box can't tell you"
      intro="Four things every serious angler wants answered before the boat leaves the trailer."
    >
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {BENEFITS.map(({ title, description, points, icon: BenefitIcon }) => (
          <Card key={title} className="h-full">
            <CardHeader>
              <IconTile icon={BenefitIcon} className="mb-2 size-11" iconClassName="size-6" />
              <CardTitle className="text-xl">{title}</CardTitle>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
            <CardContent>
              <CheckedList
                items={points}
                className="space-y-2 text-sm"
                itemClassName="items-start gap-2"
                iconClassName="mt-0.5 shrink-0"
              />
            </CardContent>
          </Card>
        ))}
      </div>
    </LandingSection>
  );
}

/** The features, one card each. */
export function Features() {
  return (
    <LandingSection
      id="features"
      titleId="features-title"
      className="scroll-mt-20 border-t bg-muted/40"
      title="Built for the way anglers actually fish"
      intro="From the garage shelf to the weigh-in, every tool works together."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ title, description, icon: FeatureIcon }) => (
          <li key={title} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <IconTile icon={FeatureIcon} className="size-10" iconClassName="size-5" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

/** The closing call to action. */
export function CallToAction() {
  return (
    <section aria-labelledby="cta-title">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your next trip starts organized
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-primary-foreground/85 text-pretty">
            Add your first rod in under a minute. By the weekend you will know exactly what you own, what you need, and
            what to tie on.
          </p>
          <Button size="lg" variant="secondary" asChild className="mt-8">
            <Link to={AUTH_REGISTER_PATH}>Start Your Free Account</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
