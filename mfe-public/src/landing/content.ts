// The landing page's copy and its lists (decision 010: content is typed data in the remote).
import type { ComponentType, SVGProps } from 'react';
import { Bell, Boxes, Camera, ChartColumn, ClipboardList, Clock, Copy, DollarSign, Layers, MapPin, Package, TrendingDown, Wallet, Warehouse } from 'lucide-react';

export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

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

export const HIDDEN_COSTS: readonly Claim[] = [
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

export const BENEFITS: readonly Benefit[] = [
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

export const FEATURES: readonly Feature[] = [
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

export const LEARN_LINKS = [
  { to: '/techniques', label: 'Fishing Techniques' },
  { to: '/guide', label: 'Fishing Guide' },
  { to: '/knots', label: 'Fishing Knots' },
  { to: '/safety', label: 'Fishing Safety' },
] as const;
