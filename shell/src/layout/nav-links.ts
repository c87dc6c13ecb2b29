// The signed-in navigation: the main links, the gear section's menu, the public pages.

export const MAIN_LINKS = [
  { to: '/setups', label: 'Setups' },
  { to: '/catches', label: 'Catches' },
  { to: '/trips', label: 'Trips' },
  { to: '/fish-spots', label: 'Fish Spots' },
  { to: '/stats', label: 'Statistics' },
] as const;

export const GEAR_LINKS = [
  { to: '/gear', label: 'Gear' },
  { to: '/consumables', label: 'Consumables' },
  { to: '/storage', label: 'Locations' },
] as const;

export const LEARN_LINKS = [
  { to: '/techniques', label: 'Techniques' },
  { to: '/guide', label: 'Guide' },
  { to: '/knots', label: 'Knots' },
  { to: '/safety', label: 'Safety' },
] as const;

/** The gear menu is active on /gear (and below), /consumables and /storage. */
export function isGearSection(pathname: string): boolean {
  return pathname.startsWith('/gear') || pathname === '/consumables' || pathname === '/storage';
}
