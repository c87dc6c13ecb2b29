import type { ModelSpecsInput } from '@tackle/contracts';

/**
 * The built-in brand and model catalog: real fishing brands and well-known product lines, as
 * plain facts (names and whether a line is a rod, reel or lure). It is appended as ordinary
 * BrandAdded / ModelAdded events at start-up, so it lives in the event store like brands users
 * create. Bump CATALOG_SEED_VERSION when entries are added; existing ones are never re-appended.
 * Version 2 added SEED_MODEL_SPECS (decision 039).
 */
export const CATALOG_SEED_VERSION = 2;

interface SeedBrand {
  name: string;
  rods?: readonly string[];
  reels?: readonly string[];
  lures?: readonly string[];
}

export const SEED_BRANDS: readonly SeedBrand[] = [
  {
    name: 'Shimano',
    rods: ['Zodias', 'Expride', 'Poison Adrena', 'Curado Casting Rod', 'SLX Rod', 'Sellus', 'Compre', 'Clarus', 'Sojourn'],
    reels: [
      'Curado DC',
      'Curado K',
      'Curado MGL',
      'Stradic FL',
      'Vanford',
      'Sedona',
      'Sahara',
      'Nasci',
      'Metanium',
      'Chronarch',
      'Bantam',
      'SLX',
      'Stella',
      'Twin Power',
      'Calcutta Conquest',
      'Tranx',
      'Casitas',
    ],
  },
  {
    name: 'Daiwa',
    rods: ['Tatula Elite', 'Tatula XT', 'Ardito'],
    reels: ['Tatula SV TW', 'Tatula LT', 'Zillion SV TW', 'Steez', 'Fuego LT', 'BG', 'Ballistic MQ LT', 'Lexa', 'Coastal SV TW', 'Exist', 'Certate'],
  },
  {
    name: 'Abu Garcia',
    rods: ['Veritas', 'Vendetta', 'Fantasia', 'Ike Signature Series', 'Zenon Rod'],
    reels: ['Revo SX', 'Revo Rocket', 'Revo STX', 'Revo Beast', 'Black Max', 'Pro Max', 'Silver Max', 'Max Pro', 'Ambassadeur C3', 'Cardinal', 'Zenon'],
  },
  {
    name: 'St. Croix',
    rods: ['Mojo Bass', 'Bass X', 'Legend Tournament Bass', 'Legend Elite', 'Victory', 'Premier', 'Avid', 'Triumph', 'Eyecon'],
  },
  { name: 'G. Loomis', rods: ['E6X', 'IMX-PRO', 'NRX+', 'GLX', 'Conquest'] },
  {
    name: "Lew's",
    rods: ['Speed Stick', 'TP1 Black Speed Stick', 'KVD Series Rod', 'American Hero Rod'],
    reels: ['Speed Spool LFS', 'Tournament MP', 'Mach Crush', 'Classic Pro', 'Custom Pro', 'Pro SP', 'KVD LFS'],
  },
  {
    name: '13 Fishing',
    rods: ['Omen Black', 'Fate Black', 'Fate V3', 'Defy Black'],
    reels: ['Concept A', 'Concept Z', 'Concept TX', 'Inception', 'Origin C'],
  },
  { name: 'Ugly Stik', rods: ['GX2', 'Elite', 'Carbon', 'Tiger Elite', 'Bigwater'] },
  {
    name: 'Penn',
    rods: ['Carnage', 'Regiment', 'Prevail', 'Battalion'],
    reels: ['Battle III', 'Spinfisher VII', 'Fathom', 'Squall', 'Clash II', 'Slammer IV', 'Pursuit IV', 'International'],
  },
  {
    name: 'Okuma',
    rods: ['Reflexions', 'Celilo', 'SST', 'Guide Select'],
    reels: ['Ceymar', 'Helios SX', 'Inspira', 'Komodo SS', 'Cold Water', 'Avenger'],
  },
  {
    name: 'Strike King',
    lures: [
      'KVD 1.5 Squarebill',
      '6XD',
      'Red Eye Shad',
      'Rage Craw',
      'Rage Swimmer',
      'Thunder Cricket',
      'Tour Grade Football Jig',
      'Hack Attack Heavy Cover Jig',
      'Burner Spinnerbait',
      'Ocho',
      'KVD Sexy Dawg',
      'Bitsy Bug',
    ],
  },
  {
    name: 'Zoom',
    lures: ['Trick Worm', 'Super Fluke', 'Brush Hog', 'Baby Brush Hog', 'Speed Craw', "Ol' Monster", 'U-Tail Worm', 'Horny Toad', 'Finesse Worm'],
  },
  {
    name: 'Z-Man',
    lures: ['Finesse TRD', 'ChatterBait JackHammer', 'ChatterBait Elite', 'Jerk ShadZ', 'DieZel MinnowZ', 'TRD TicklerZ', 'Ned RigHeadZ', 'Slim SwimZ'],
  },
  {
    name: 'Berkley',
    rods: ['Lightning Rod', 'Cherrywood HD'],
    lures: [
      'PowerBait MaxScent The General',
      'PowerBait Chigger Craw',
      'Havoc Pit Boss',
      'Dredger',
      'Frittside',
      'Choppo',
      'J-Walker',
      'Flicker Shad',
      'Stunna',
    ],
  },
  {
    name: 'Rapala',
    lures: ['Original Floater', 'Shad Rap', 'X-Rap', 'DT6', 'Rippin Rap', 'Skitter Pop', 'Husky Jerk', 'OG Slim', 'Jointed Minnow'],
  },
  { name: 'Yamamoto', lures: ['Senko', 'Kut Tail Worm', 'Double Tail Hula Grub', 'Shad Shape Worm', 'Zako'] },
  { name: 'Booyah', lures: ['Pad Crasher', "Poppin' Pad Crasher", 'Boo Jig', 'Blade Spinnerbait'] },
  {
    name: 'Megabass',
    rods: ['Orochi XX', 'Destroyer', 'Levante'],
    lures: ['Vision Oneten', 'Pop-X', 'Dog-X', 'Griffon', 'Deep-X', 'Vatalion'],
  },
  { name: 'Lucky Craft', lures: ['Pointer', 'Sammy', 'Gunfish', 'LV 500', 'Flat CB', 'BDS', 'RC'] },
  { name: 'War Eagle', lures: ['Spinnerbait', 'Finesse Jig', 'Buzzbait'] },
  { name: 'Yo-Zuri', lures: ['3DB Jerkbait', '3DB Crank', '3DB Pencil', '3DS Minnow', 'Hydro Minnow', 'Crystal Minnow'] },
  { name: 'Keitech', lures: ['Swing Impact FAT', 'Easy Shiner', 'Crazy Flapper', 'Mad Wag', 'Sexy Impact'] },
  { name: 'Googan Baits', rods: ['Green Series', 'Gold Series'], lures: ['Saucy Swimmer', 'Bandito Bug', 'Krackin Craw', 'Lunker Log'] },
  { name: 'Dobyns', rods: ['Champion XP', 'Fury', 'Sierra', 'Kaenon', 'Xtasy'] },
  { name: 'Fenwick', rods: ['HMG', 'Eagle', 'World Class', 'Elite Tech'] },
  { name: 'Quantum', reels: ['Smoke S3', 'Accurist', 'Energy', 'Throttle'] },
  { name: 'Pflueger', reels: ['President', 'Supreme XT', 'Patriarch', 'Trion'] },
  { name: 'KastKing', rods: ['Perigee II', 'Crixus'], reels: ['Sharky III', 'Royale Legend', 'Spartacus'] },
  { name: 'Heddon', lures: ['Zara Spook', 'Super Spook Jr', 'Torpedo', "Spit'n Image"] },
  { name: 'Storm', lures: ['Arashi Square', 'Wiggle Wart', 'Original Hot N Tot'] },
  { name: 'Rebel', lures: ['Pop-R', 'Wee Crawfish', 'Teeny Wee Crawfish'] },
  { name: 'Bomber', lures: ['Model A', 'Fat Free Shad'] },
  { name: 'Norman', lures: ['Deep Little N', 'DD22', 'Middle N'] },
  { name: 'Jackall', lures: ['Pompadour', 'Riser Bait', 'TN60', 'Gantarel'] },
];

const spinning = (bearings?: string): ModelSpecsInput => ({ reelType: 'Spinning', bearings: bearings ?? null });
const baitcasting = (bearings?: string): ModelSpecsInput => ({ reelType: 'Baitcasting', bearings: bearings ?? null });
const conventional: ModelSpecsInput = { reelType: 'Conventional' };
const lure = (lureType: NonNullable<ModelSpecsInput['lureType']>): ModelSpecsInput => ({ lureType });
const crankbait = lure('crankbait');
const softPlastic = lure('soft plastic');
const topwater = lure('topwater');
const jig = lure('jig');
const spinnerbait = lure('spinnerbait');

/**
 * Facts that hold for every item of a seeded line, by brand then model name (decision 039). Only
 * what is certain: a line sold both as spinning and as baitcasting reels (Revo SX, Black Max,
 * Steez...) has no reel type here; rod lines built both ways have no rod type; gear ratios differ
 * within almost every line, so none is given; bearings only where the maker gives one count for
 * the whole line; jerkbaits, swimbaits and bladed jigs have no lure type in the option list.
 */
export const SEED_MODEL_SPECS: Readonly<Record<string, Readonly<Record<string, ModelSpecsInput>>>> = {
  Shimano: {
    'Curado Casting Rod': { rodType: 'Casting' },
    'Curado DC': baitcasting('6+1'),
    'Curado K': baitcasting('6+1'),
    'Curado MGL': baitcasting(),
    'Stradic FL': spinning('6+1'),
    Vanford: spinning('7+1'),
    Sedona: spinning('3+1'),
    Sahara: spinning(),
    Nasci: spinning(),
    Metanium: baitcasting(),
    Chronarch: baitcasting(),
    Bantam: baitcasting(),
    Stella: spinning(),
    'Twin Power': spinning(),
    'Calcutta Conquest': baitcasting(),
    Tranx: baitcasting(),
    Casitas: baitcasting(),
  },
  Daiwa: {
    'Tatula SV TW': baitcasting('7+1'),
    'Tatula LT': spinning(),
    'Zillion SV TW': baitcasting(),
    'Fuego LT': spinning(),
    'Ballistic MQ LT': spinning(),
    'Coastal SV TW': baitcasting(),
    Exist: spinning(),
    Certate: spinning(),
  },
  'Abu Garcia': { 'Ambassadeur C3': baitcasting(), Cardinal: spinning() },
  "Lew's": { 'Speed Spool LFS': baitcasting(), 'KVD LFS': baitcasting() },
  '13 Fishing': { 'Concept A': baitcasting() },
  Penn: {
    'Battle III': spinning('5+1'),
    'Spinfisher VII': spinning(),
    Fathom: conventional,
    Squall: conventional,
    'Clash II': spinning(),
    'Slammer IV': spinning(),
    'Pursuit IV': spinning(),
    International: conventional,
  },
  Okuma: { Inspira: spinning(), 'Komodo SS': baitcasting(), 'Cold Water': conventional, Avenger: spinning() },
  KastKing: { 'Sharky III': spinning() },
  'Strike King': {
    'KVD 1.5 Squarebill': crankbait,
    '6XD': crankbait,
    'Red Eye Shad': crankbait,
    'Rage Craw': softPlastic,
    'Rage Swimmer': softPlastic,
    'Tour Grade Football Jig': jig,
    'Hack Attack Heavy Cover Jig': jig,
    'Burner Spinnerbait': spinnerbait,
    Ocho: softPlastic,
    'KVD Sexy Dawg': topwater,
    'Bitsy Bug': jig,
  },
  Zoom: {
    'Trick Worm': softPlastic,
    'Super Fluke': softPlastic,
    'Brush Hog': softPlastic,
    'Baby Brush Hog': softPlastic,
    'Speed Craw': softPlastic,
    "Ol' Monster": softPlastic,
    'U-Tail Worm': softPlastic,
    'Horny Toad': softPlastic,
    'Finesse Worm': softPlastic,
  },
  'Z-Man': {
    'Finesse TRD': softPlastic,
    'Jerk ShadZ': softPlastic,
    'DieZel MinnowZ': softPlastic,
    'TRD TicklerZ': softPlastic,
    'Slim SwimZ': softPlastic,
  },
  Berkley: {
    'PowerBait MaxScent The General': softPlastic,
    'PowerBait Chigger Craw': softPlastic,
    'Havoc Pit Boss': softPlastic,
    Dredger: crankbait,
    Frittside: crankbait,
    Choppo: topwater,
    'J-Walker': topwater,
    'Flicker Shad': crankbait,
  },
  Rapala: { 'Shad Rap': crankbait, DT6: crankbait, 'Rippin Rap': crankbait, 'Skitter Pop': topwater, 'OG Slim': crankbait },
  Yamamoto: {
    Senko: softPlastic,
    'Kut Tail Worm': softPlastic,
    'Double Tail Hula Grub': softPlastic,
    'Shad Shape Worm': softPlastic,
    Zako: softPlastic,
  },
  Booyah: { 'Pad Crasher': topwater, "Poppin' Pad Crasher": topwater, 'Boo Jig': jig, 'Blade Spinnerbait': spinnerbait },
  Megabass: { 'Pop-X': topwater, 'Dog-X': topwater, Griffon: crankbait, 'Deep-X': crankbait },
  'Lucky Craft': { Sammy: topwater, Gunfish: topwater, 'LV 500': crankbait, 'Flat CB': crankbait, BDS: crankbait, RC: crankbait },
  'War Eagle': { Spinnerbait: spinnerbait, 'Finesse Jig': jig, Buzzbait: topwater },
  'Yo-Zuri': { '3DB Crank': crankbait, '3DB Pencil': topwater },
  Keitech: {
    'Swing Impact FAT': softPlastic,
    'Easy Shiner': softPlastic,
    'Crazy Flapper': softPlastic,
    'Mad Wag': softPlastic,
    'Sexy Impact': softPlastic,
  },
  'Googan Baits': { 'Saucy Swimmer': softPlastic, 'Bandito Bug': softPlastic, 'Krackin Craw': softPlastic, 'Lunker Log': softPlastic },
  Heddon: { 'Zara Spook': topwater, 'Super Spook Jr': topwater, Torpedo: topwater, "Spit'n Image": topwater },
  Storm: { 'Arashi Square': crankbait, 'Wiggle Wart': crankbait, 'Original Hot N Tot': crankbait },
  Rebel: { 'Pop-R': topwater, 'Wee Crawfish': crankbait, 'Teeny Wee Crawfish': crankbait },
  Bomber: { 'Model A': crankbait, 'Fat Free Shad': crankbait },
  Norman: { 'Deep Little N': crankbait, DD22: crankbait, 'Middle N': crankbait },
  Jackall: { Pompadour: topwater, 'Riser Bait': topwater, TN60: crankbait },
};
