import { z } from 'zod';
import { checkContent, pageCopySchema, seasonNameSchema, slugSchema, textListSchema, textSchema, uniqueList, type PageCopy } from './common';

export const techniqueCategorySchema = z.enum(['Finesse', 'Power Fishing', 'Bottom Fishing', 'Topwater']);
export type TechniqueCategory = z.infer<typeof techniqueCategorySchema>;

/** The tabs of the page, in order: everything, then one per category. */
export const TECHNIQUE_TABS = ['All', ...techniqueCategorySchema.options] as const;
export type TechniqueTab = (typeof TECHNIQUE_TABS)[number];

export const techniqueDifficultySchema = z.enum(['Beginner', 'Intermediate', 'Advanced']);
export type TechniqueDifficulty = z.infer<typeof techniqueDifficultySchema>;

export const techniqueSchema = z.object({
  id: slugSchema,
  name: textSchema,
  category: techniqueCategorySchema,
  difficulty: techniqueDifficultySchema,
  summary: textSchema,
  species: textListSchema(1),
  seasons: z.array(seasonNameSchema).min(1),
  equipment: z.array(z.object({ item: textSchema, detail: textSchema })).min(3),
  steps: textListSchema(4),
  tips: textListSchema(2),
});
export type Technique = z.infer<typeof techniqueSchema>;

export const techniqueListSchema = uniqueList(techniqueSchema, { min: 1 });

const techniques: Technique[] = [
  {
    id: 'drop-shot-rig',
    name: 'Drop Shot Rig',
    category: 'Finesse',
    difficulty: 'Intermediate',
    summary:
      'The weight sits on the bottom and the bait hovers above it on a short leader, so you can shake a small plastic in one spot in front of fish you can see on your graph.',
    species: ['Largemouth Bass', 'Smallmouth Bass', 'Spotted Bass', 'Walleye'],
    seasons: ['Summer', 'Fall', 'Winter'],
    equipment: [
      { item: 'Rod', detail: "6'10\" to 7'2\" medium-light or medium spinning rod with a fast, soft tip" },
      { item: 'Reel', detail: '2500-size spinning reel with a smooth drag' },
      { item: 'Line', detail: '6–8 lb fluorocarbon, or 10–15 lb braid with a fluorocarbon leader' },
      { item: 'Hook', detail: 'Size 1 or 2 drop-shot or octopus hook; a light wire offset hook around cover' },
      { item: 'Weight', detail: '1/8–3/8 oz cylinder or teardrop drop-shot weight that pinches onto the tag' },
      { item: 'Baits', detail: '3–5 in finesse worms, minnow and shad-tail plastics' },
    ],
    steps: [
      'Tie the hook on with a Palomar knot and leave a long tag end, 12–24 inches.',
      'Pass the tag back down through the hook eye from the top so the point rides up, away from the line.',
      'Clip the weight onto the tag: 12–18 inches below the hook for fish on the bottom, longer when they suspend.',
      'Nose-hook the bait through the tip of its head so it swims straight, or rig it weedless near cover.',
      'Cast to a spot or drop straight down on fish you have marked, and keep the weight on the bottom.',
      'Shake the slack in the line rather than the weight, so the bait quivers in place, then pause.',
      'When you feel weight or a tap, reel down and sweep the rod; light line needs pressure, not a hard jerk.',
    ],
    tips: [
      'It shines vertically: find fish on sonar, drop to them and watch your bait and the fish on the screen.',
      'Set the drag light and let the soft rod tip absorb the fight; 6 lb line lands big fish that way.',
      'Run the line through your fingers after every fish; light fluorocarbon nicks easily, so retie when in doubt.',
      'In clear water stick to natural colours such as green pumpkin, smoke and shad.',
    ],
  },
  {
    id: 'texas-rig',
    name: 'Texas Rig',
    category: 'Power Fishing',
    difficulty: 'Beginner',
    summary:
      'A bullet weight and a soft plastic with the hook point tucked into the bait: weedless enough to pitch into grass, wood and docks where the biggest bass live.',
    species: ['Largemouth Bass', 'Spotted Bass', 'Smallmouth Bass'],
    seasons: ['Spring', 'Summer', 'Fall'],
    equipment: [
      { item: 'Rod', detail: "7' to 7'6\" medium-heavy or heavy casting rod, fast action" },
      { item: 'Reel', detail: 'Baitcasting reel, 7:1 gear ratio or faster to pull fish out of cover' },
      { item: 'Line', detail: '15–20 lb fluorocarbon in open water; 50–65 lb braid in heavy grass and mats' },
      { item: 'Hook', detail: '3/0–5/0 extra-wide-gap offset worm hook, matched to the bait size' },
      { item: 'Weight', detail: '1/8–1 oz bullet weight (tungsten is smaller and more sensitive), plus a bobber stop to peg it' },
      { item: 'Baits', detail: '7–10 in worms, creature baits, craws and beaver-style plastics' },
    ],
    steps: [
      'Slide the bullet weight onto the line, pointed end towards the rod tip.',
      'For heavy cover, peg it with a bobber stop so the weight and bait stay together.',
      'Tie on the offset hook with a Palomar or Improved Clinch knot.',
      'Push the hook point about 1/4 inch into the nose of the bait and bring it out the side.',
      'Pull the plastic up the shank until the head covers the offset bend.',
      'Turn the hook and bury the point in the body, just under the skin, so the bait hangs dead straight.',
      'Pitch or cast to cover, let it fall on a semi-slack line, then hop or drag it back along the bottom.',
      'When the line jumps, goes slack or swims off, reel down fast and set the hook hard.',
    ],
    tips: [
      'Use the lightest weight that still gets you down: 1/8–1/4 oz in open water, 1/2–1 oz to punch through mats.',
      'Watch your line as the bait falls; most bites come on the drop and you will see them before you feel them.',
      'If the bait spins on the retrieve it is rigged crooked: re-rig it straight or it will twist your line.',
      'Skin-hook the point (just under the surface of the plastic) so the hook comes through easily on the set.',
    ],
  },
  {
    id: 'carolina-rig',
    name: 'Carolina Rig',
    category: 'Bottom Fishing',
    difficulty: 'Intermediate',
    summary:
      'A heavy weight ahead of a swivel drags the bottom while a soft plastic on a long leader floats and drifts behind it: the fastest way to cover points, flats and ledges.',
    species: ['Largemouth Bass', 'Smallmouth Bass', 'Spotted Bass', 'Walleye'],
    seasons: ['Spring', 'Summer', 'Fall'],
    equipment: [
      { item: 'Rod', detail: "7' to 7'6\" medium-heavy casting rod with a moderate-fast tip for long casts" },
      { item: 'Reel', detail: 'Baitcasting reel, 7:1 or faster to take up slack on a long line' },
      { item: 'Main line', detail: '15–20 lb fluorocarbon or monofilament, or 30–50 lb braid' },
      { item: 'Leader', detail: '18–36 in of fluorocarbon a few pounds lighter than the main line' },
      { item: 'Terminal', detail: '3/4–1 oz egg or barrel weight, a glass or plastic bead and a barrel swivel' },
      { item: 'Hook and baits', detail: '2/0–3/0 offset hook with a lizard, craw, finesse worm or fluke' },
    ],
    steps: [
      'Thread the weight onto the main line, then a bead to protect the knot and add a click.',
      'Tie the main line to one eye of a barrel swivel.',
      'Tie an 18–36 inch fluorocarbon leader to the other eye.',
      'Tie the hook to the leader and Texas-rig the soft plastic so it is weedless.',
      'Make a long cast and let the weight settle on the bottom.',
      'Sweep the rod sideways slowly to drag the weight, feeling for rock, shell and grass, then pause.',
      'When the line feels heavy or ticks, reel down and make a long sweeping hookset to move all that line.',
    ],
    tips: [
      'A leader lighter than the main line breaks first on a snag, so you lose only the hook and bait.',
      'Lengthen the leader in clear water or when fish hold above the bottom; shorten it in stained water or grass.',
      'Floating or buoyant plastics rise off the bottom behind the weight and stay in the strike zone.',
      'Use the rig as a search tool: the weight tells you where the hard bottom and cover are.',
    ],
  },
  {
    id: 'ned-rig',
    name: 'Ned Rig',
    category: 'Finesse',
    difficulty: 'Beginner',
    summary:
      'A short, buoyant stick bait on a light mushroom-head jig. On the bottom the tail stands up and sways, and fish bite it on the toughest days.',
    species: ['Smallmouth Bass', 'Largemouth Bass', 'Spotted Bass', 'Walleye'],
    seasons: ['Spring', 'Summer', 'Fall', 'Winter'],
    equipment: [
      { item: 'Rod', detail: "6'8\" to 7'1\" medium-light spinning rod, fast action" },
      { item: 'Reel', detail: '2500-size spinning reel' },
      { item: 'Line', detail: '8–10 lb braid with a 6–8 lb fluorocarbon leader' },
      { item: 'Jig head', detail: '1/16–1/5 oz mushroom-style head; a weedless head around wood and grass' },
      { item: 'Baits', detail: '2.5–3 in buoyant stick baits and small craw or worm plastics' },
    ],
    steps: [
      'Join the leader to the braid with a Double Uni knot.',
      'Tie the jig head to the leader with a Palomar or Improved Clinch knot.',
      'Thread the bait on straight so its head sits flush against the jig head; a drop of glue makes it last.',
      'Cast and let it fall to the bottom on a slack line.',
      'Retrieve with a slow swim, a drag or small hop-and-glide lifts of the rod tip, pausing often.',
      'When it feels heavy or you feel a tick, reel down and lift firmly; no big hookset on light line.',
    ],
    tips: [
      'Choose the lightest head that keeps bottom contact: 1/15–1/10 oz in shallow water, heavier in wind or depth.',
      'Buoyant plastics stand tail-up when the head rests on the bottom, which is what makes the rig work.',
      'Reach for it after a cold front or in cold water, when fish ignore bigger baits.',
      'Green pumpkin and brown match crayfish in clear water; black and blue shows up better in stained water.',
    ],
  },
];

export const TECHNIQUES: readonly Technique[] = checkContent(techniqueListSchema, techniques, 'techniques');

export const TECHNIQUES_PAGE: PageCopy = checkContent(
  pageCopySchema,
  {
    documentTitle: 'Fishing Techniques: Bass Rigs, Gear and Steps · Tackle',
    description:
      'How to rig and fish the Drop Shot, Texas, Carolina and Ned rigs for bass: rods, reels, line, hooks, weights, step-by-step setup and tips.',
    heading: 'Fishing Techniques',
    intro: 'Proven bass presentations, from finesse rigs to power fishing, with the gear and steps to fish each one.',
  },
  'techniques page',
);

/** The techniques shown under a tab. */
export function techniquesIn(tab: TechniqueTab, list: readonly Technique[] = TECHNIQUES): readonly Technique[] {
  return tab === 'All' ? list : list.filter((technique) => technique.category === tab);
}
