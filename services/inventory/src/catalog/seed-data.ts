/**
 * The built-in brand and model catalog: real fishing brands and well-known product lines, as
 * plain facts (names and whether a line is a rod, reel or lure). It is appended as ordinary
 * BrandAdded / ModelAdded events at start-up, so it lives in the event store like brands users
 * create. Bump CATALOG_SEED_VERSION when entries are added; existing ones are never re-appended.
 */
export const CATALOG_SEED_VERSION = 1;

export interface SeedBrand {
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
