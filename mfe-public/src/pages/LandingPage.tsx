import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import {
  ArrowRight,
  Bell,
  Boxes,
  Camera,
  ChartColumn,
  CircleCheck,
  ClipboardList,
  Clock,
  Copy,
  DollarSign,
  Fish,
  Layers,
  MapPin,
  Package,
  TrendingDown,
  Wallet,
  Warehouse,
} from 'lucide-react';
import { AUTH_LOGIN_PATH, AUTH_REGISTER_PATH } from '@tackle/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tackle/ui';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * Every call to action of the landing page leads to the sign-in / registration screen: 'Login' to
 * its Login tab, the others to its Register tab. They are links styled as buttons, so the
 * prerendered page works before (and without) the app (decision 100).
 */

interface Claim {
  value: string;
  label: string;
  detail: string;
  icon: Icon;
}

const HIDDEN_COSTS: readonly Claim[] = [
  {
    value: '$127',
    label: 'average annual loss',
    detail: 'Lures left in the wrong bag, line that went brittle in the garage, reels nobody serviced.',
    icon: Wallet,
  },
  {
    value: '45 min',
    label: 'lost per trip',
    detail: 'Digging through boxes and re-rigging at the ramp instead of fishing the morning bite.',
    icon: Clock,
  },
  {
    value: '23%',
    label: 'buy duplicates',
    detail: 'Almost a quarter of anglers buy tackle they already own because they cannot check.',
    icon: Copy,
  },
  {
    value: '31%',
    label: 'fewer fish',
    detail: 'When the bait that works is sitting at home, the livewell stays empty.',
    icon: TrendingDown,
  },
  {
    value: '40%',
    label: 'more spend',
    detail: 'Impulse buys at the shop counter add up when nobody tracks what the tackle cost.',
    icon: DollarSign,
  },
];

interface Benefit {
  title: string;
  description: string;
  points: readonly string[];
  icon: Icon;
}

const BENEFITS: readonly Benefit[] = [
  {
    title: 'Complete Gear Inventory',
    description: 'Every rod, reel and lure in one searchable list, with what you paid and what it is worth.',
    points: ['Brand, model and condition at a glance', 'Rod power and action, reel ratio, lure colour', 'Search before you buy again'],
    icon: Package,
  },
  {
    title: 'Smart Setup Recommendations',
    description: 'Tackle pairs rods with the reels that suit them and saves your favourite combinations.',
    points: ['Rod and reel pairings with a confidence score', 'A plain-language reason for every pick', 'Named setups ready for the next trip'],
    icon: Layers,
  },
  {
    title: 'Data-Driven Insights',
    description: 'Your catches turned into patterns: which baits, depths and conditions put fish in the boat.',
    points: ['Species, weight and length over time', 'Best baits and rigs by season', 'Conditions that produce your biggest fish'],
    icon: ChartColumn,
  },
  {
    title: 'Consumables Management',
    description: 'Hooks, line, scent, sinkers and soft plastics tracked down to the last piece.',
    points: ['Quantities drop as you rig', 'Minimum stock levels you choose', 'Know what to buy before the shop opens'],
    icon: Boxes,
  },
];

interface Feature {
  title: string;
  description: string;
  icon: Icon;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Catch Log with Conditions',
    description:
      'Log species, weight, bait and rig with the weather, water temperature, wind and pressure filled in for your spot.',
    icon: ClipboardList,
  },
  {
    title: 'Fish Spot Recommendations',
    description: 'Current weather in, ranked spots out: see where the fish should be and which rig to tie on.',
    icon: MapPin,
  },
  {
    title: 'Smart Capture',
    description: 'Snap a photo of a package and Tackle reads the brand, model and size for you. No typing on a wet phone.',
    icon: Camera,
  },
  {
    title: 'Storage Locations',
    description: 'Tackle boxes, rod racks, the boat and the garage shelf: always know where each piece lives.',
    icon: Warehouse,
  },
  {
    title: 'Restock Alerts',
    description: 'Running low on 3/0 offset hooks or fluorocarbon? You see it on your list, not on the water.',
    icon: Bell,
  },
  {
    title: 'Cost Tracking',
    description: 'Retail and purchase price for every item, so you know what your arsenal is worth and where the money goes.',
    icon: DollarSign,
  },
];

const LEARN_LINKS = [
  { to: '/techniques', label: 'Fishing Techniques' },
  { to: '/guide', label: 'Fishing Guide' },
  { to: '/knots', label: 'Fishing Knots' },
  { to: '/safety', label: 'Fishing Safety' },
] as const;

function Logo() {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm"
    >
      <Fish className="size-5" />
    </span>
  );
}

/** A sample of what a signed-in angler sees, drawn with plain markup (decorative). */
function InventoryPreview() {
  const rows = [
    { name: "Medium Heavy Casting Rod 7'2\"", type: 'Rod', badge: 'Excellent', tone: 'bg-emerald-500/15 text-emerald-700' },
    { name: 'Baitcasting Reel 7.1:1', type: 'Reel', badge: 'Good', tone: 'bg-sky-500/15 text-sky-700' },
    { name: 'Green Pumpkin Texas Worm', type: 'Lure', badge: 'New', tone: 'bg-violet-500/15 text-violet-700' },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-primary/20 via-sky-400/10 to-emerald-400/20 blur-2xl" />
      <div className="rounded-2xl border bg-card p-4 text-card-foreground shadow-xl sm:p-5">
        <div className="mb-4 flex items-center justify-between">
          <p className="font-semibold">Gear Inventory</p>
          <span className="rounded-full bg-muted px-2.5 py-1 text-xs text-muted-foreground">48 items</span>
        </div>
        <ul className="space-y-2">
          {rows.map((row) => (
            <li key={row.name} className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{row.name}</p>
                <p className="text-xs text-muted-foreground">{row.type}</p>
              </div>
              <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${row.tone}`}>{row.badge}</span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2">
          <Bell className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <div>
            <p className="text-sm font-medium">Restock: 3/0 EWG hooks</p>
            <p className="text-xs text-muted-foreground">4 left, your minimum is 10</p>
          </div>
        </div>
      </div>
    </div>
  );
}

export default function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className="flex items-center gap-2 rounded-md font-bold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Logo />
            <span className="text-xl tracking-tight">Tackle</span>
          </Link>
          <nav aria-label="Account" className="flex items-center gap-2">
            <Button variant="ghost" asChild>
              <Link to={AUTH_LOGIN_PATH}>Login</Link>
            </Button>
            <Button asChild>
              <Link to={AUTH_REGISTER_PATH}>Get Started</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Hero */}
        <section aria-labelledby="hero-title" className="overflow-hidden">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
            <div className="text-center lg:text-left">
              <p className="mb-4 inline-flex items-center gap-2 rounded-full border bg-muted/50 px-3 py-1 text-sm text-muted-foreground">
                <Fish aria-hidden="true" className="size-4" />
                Built for bass anglers
              </p>
              <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:leading-[1.1]">
                Know every piece of tackle you own. Fish with the right one.
              </h1>
              <p className="mx-auto mt-6 max-w-xl text-lg text-muted-foreground text-pretty lg:mx-0">
                Tackle keeps your rods, reels, lures and consumables in one place, tells you what to restock
                before a trip, and learns from every catch which setup works where.
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
              <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground lg:justify-start">
                {['Works on your phone at the ramp', 'Your data stays yours', 'Set up in minutes'].map((item) => (
                  <li key={item} className="flex items-center gap-1.5">
                    <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <InventoryPreview />
          </div>
        </section>

        {/* The Hidden Cost of Disorganization */}
        <section aria-labelledby="hidden-cost-title" className="border-y bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="hidden-cost-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
                The Hidden Cost of Disorganization
              </h2>
              <p className="mt-4 text-muted-foreground text-pretty">
                A messy tackle box does not just cost time. It costs money, it costs fish, and it quietly
                grows every season.
              </p>
            </div>
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
          </div>
        </section>

        {/* Benefits */}
        <section aria-labelledby="benefits-title">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="benefits-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
                Everything your tackle box can&apos;t tell you
              </h2>
              <p className="mt-4 text-muted-foreground text-pretty">
                Four things every serious angler wants answered before the boat leaves the trailer.
              </p>
            </div>
            <div className="mt-12 grid gap-6 md:grid-cols-2">
              {BENEFITS.map(({ title, description, points, icon: BenefitIcon }) => (
                <Card key={title} className="h-full">
                  <CardHeader>
                    <span
                      aria-hidden="true"
                      className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary"
                    >
                      <BenefitIcon className="size-6" />
                    </span>
                    <CardTitle className="text-xl">{title}</CardTitle>
                    <CardDescription>{description}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <ul className="space-y-2 text-sm">
                      {points.map((point) => (
                        <li key={point} className="flex items-start gap-2">
                          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                          {point}
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              ))}
            </div>
          </div>
        </section>

        {/* Features */}
        <section id="features" aria-labelledby="features-title" className="scroll-mt-20 border-t bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
                Built for the way anglers actually fish
              </h2>
              <p className="mt-4 text-muted-foreground text-pretty">
                From the garage shelf to the weigh-in, every tool works together.
              </p>
            </div>
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ title, description, icon: FeatureIcon }) => (
                <li key={title} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary"
                  >
                    <FeatureIcon className="size-5" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        {/* Call to action */}
        <section aria-labelledby="cta-title">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
            <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
              <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                Your next trip starts organized
              </h2>
              <p className="mx-auto mt-4 max-w-xl text-primary-foreground/85 text-pretty">
                Add your first rod in under a minute. By the weekend you will know exactly what you own, what
                you need, and what to tie on.
              </p>
              <Button size="lg" variant="secondary" asChild className="mt-8">
                <Link to={AUTH_REGISTER_PATH}>Start Your Free Account</Link>
              </Button>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <div className="flex items-center gap-2 font-bold">
              <Logo />
              <span className="text-lg">Tackle</span>
            </div>
            <p className="mt-3 text-sm text-muted-foreground">
              Gear, consumables, setups and catches for anglers who would rather be fishing than searching.
            </p>
          </div>
          <nav aria-label="Learn">
            <p className="text-sm font-semibold">Learn</p>
            <ul className="mt-3 grid grid-cols-2 gap-x-8 gap-y-2 text-sm">
              {LEARN_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="border-t">
          <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
            © {new Date().getFullYear()} Tackle. Tight lines.
          </p>
        </div>
      </footer>
    </div>
  );
}
