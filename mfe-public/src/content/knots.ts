import { z } from 'zod';
import { checkContent, pageCopySchema, slugSchema, textListSchema, textSchema, uniqueList, type PageCopy } from './common';

export const knotCategorySchema = z.enum(['Terminal', 'Line-to-Line']);
export type KnotCategory = z.infer<typeof knotCategorySchema>;

/** The tabs of the page, in order: everything, then one per category. */
export const KNOT_TABS = ['All', ...knotCategorySchema.options] as const;
export type KnotTab = (typeof KNOT_TABS)[number];

export const knotDifficultySchema = z.enum(['Easy', 'Medium', 'Hard']);
export type KnotDifficulty = z.infer<typeof knotDifficultySchema>;

/**
 * What the step diagram draws. A terminal knot ties line to a hook eye (optionally with the line
 * doubled, or leaving an open loop); a line-to-line knot joins a main line to a leader in one of four
 * ways. `wraps` is how many turns the diagram shows.
 */
export const knotDiagramSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('eye'),
    wraps: z.number().int().min(1).max(8),
    doubledLine: z.boolean(),
    openLoop: z.boolean(),
  }),
  z.object({
    kind: z.literal('join'),
    style: z.enum(['double-uni', 'blood', 'albright', 'surgeons']),
    wraps: z.number().int().min(1).max(8),
  }),
]);
export type KnotDiagram = z.infer<typeof knotDiagramSchema>;

export const knotSchema = z.object({
  id: slugSchema,
  name: textSchema,
  category: knotCategorySchema,
  /** Share of the line's rated breaking strength the tied knot keeps, in percent. */
  strength: z.number().int().min(1).max(100),
  difficulty: knotDifficultySchema,
  summary: textSchema,
  uses: textListSchema(2),
  steps: textListSchema(3),
  pros: textListSchema(2),
  cons: textListSchema(1),
  diagram: knotDiagramSchema,
});
export type Knot = z.infer<typeof knotSchema>;

export const knotListSchema = uniqueList(knotSchema, { min: 1 });

export type StrengthTone = 'green' | 'yellow' | 'red';

/** The colour a knot strength is shown in: green at 90% or more, yellow at 85% or more, red below. */
export function strengthTone(strength: number): StrengthTone {
  if (strength >= 90) return 'green';
  if (strength >= 85) return 'yellow';
  return 'red';
}

const knots: Knot[] = [
  {
    id: 'palomar',
    name: 'Palomar',
    category: 'Terminal',
    strength: 95,
    difficulty: 'Easy',
    summary: 'The strongest simple knot for tying line to a hook or lure, and one of the easiest to tie well.',
    uses: ['Hooks, jig heads and drop-shot hooks', 'Braided line, where many knots slip', 'Fluorocarbon and monofilament'],
    steps: [
      'Double about 6 inches of line into a loop and push the loop through the hook eye.',
      'Tie a loose overhand knot with the doubled line, letting the hook hang from the middle.',
      'Pass the loop over the whole hook or lure.',
      'Moisten the knot, then pull the standing line and the tag end together so the knot seats on the eye.',
      'Trim the tag end, leaving about 1/8 inch.',
    ],
    pros: ['Keeps almost all of the line strength', 'Easy to tie, even with cold hands', 'Holds in braid, fluorocarbon and monofilament'],
    cons: [
      'The loop has to pass over the lure, which is awkward with big crankbaits and multiple treble hooks',
      'Uses more line than a clinch knot',
    ],
    diagram: { kind: 'eye', wraps: 2, doubledLine: true, openLoop: false },
  },
  {
    id: 'improved-clinch',
    name: 'Improved Clinch',
    category: 'Terminal',
    strength: 85,
    difficulty: 'Easy',
    summary: 'The classic quick knot for tying monofilament or fluorocarbon to hooks, lures and swivels.',
    uses: ['Lures, hooks and swivels on monofilament', 'Fluorocarbon up to about 20 lb', 'Quick retying between spots'],
    steps: [
      'Pass the line through the hook eye and pull about 6 inches through.',
      'Wrap the tag end around the standing line 5 to 7 times; fewer turns for heavy line.',
      'Pass the tag through the small loop just above the eye.',
      'Bring the tag back through the big loop you just made.',
      'Moisten, pull the standing line so the coils snug down against the eye, and trim the tag.',
    ],
    pros: ['Fast to tie', 'Small and neat at the lure', 'Works with most hook and lure eyes'],
    cons: ['Slips in braided line', 'Loses strength in heavy line (above about 30 lb)', 'Coils can burn and weaken the line if not moistened'],
    diagram: { kind: 'eye', wraps: 6, doubledLine: false, openLoop: false },
  },
  {
    id: 'uni',
    name: 'Uni',
    category: 'Terminal',
    strength: 90,
    difficulty: 'Easy',
    summary: 'A dependable all-round knot that works with every line type and is the basis of the Double Uni.',
    uses: ['Hooks, lures and swivels with any line', 'Tying backing or braid to the reel spool', 'Leaving a small loop for more lure action'],
    steps: [
      'Pass the line through the eye and double it back alongside the standing line, leaving a 6 to 8 inch tag.',
      'Lay the tag back toward the eye to form a loop over the two lines.',
      'Wrap the tag through the loop and around both lines 5 to 7 times (8 to 10 with braid).',
      'Moisten and pull the tag to draw the turns into a neat barrel.',
      'Pull the standing line to slide the knot down to the eye, then trim.',
    ],
    pros: ['Holds with monofilament, fluorocarbon and braid', 'Can be slid down snug or left as a loop', 'One knot to learn for tying on and joining lines'],
    cons: ['Bulkier than a Palomar', 'Needs extra turns with slick braid'],
    diagram: { kind: 'eye', wraps: 6, doubledLine: false, openLoop: false },
  },
  {
    id: 'double-uni',
    name: 'Double Uni',
    category: 'Line-to-Line',
    strength: 90,
    difficulty: 'Medium',
    summary: 'Two Uni knots tied around each other: the go-to way to join braid to a fluorocarbon or monofilament leader.',
    uses: ['Braid main line to a fluorocarbon or monofilament leader', 'Joining lines of different diameters', 'Adding line to backing on a reel'],
    steps: [
      'Overlap the ends of the two lines by about 8 inches, pointing in opposite directions.',
      'With one tag end, form a loop over both lines and wrap through it 5 to 6 times (8 to 10 with braid).',
      'Pull that tag to snug the first Uni knot.',
      'Repeat with the other tag end around the other line.',
      'Moisten, pull the two standing lines apart so the knots slide together, and trim both tags.',
    ],
    pros: ['Strong, even with very different lines', 'Easy to remember once you know the Uni', 'Reliable with braid'],
    cons: ['Bulkier than slimmer connections and can tick the guides on long casts', 'Slips in braid if you skimp on turns'],
    diagram: { kind: 'join', style: 'double-uni', wraps: 5 },
  },
  {
    id: 'albright',
    name: 'Albright',
    category: 'Line-to-Line',
    strength: 85,
    difficulty: 'Medium',
    summary: 'A slim connection for joining a light line to a much heavier leader, including wire.',
    uses: ['Braid or monofilament to a heavy leader', 'Line to wire or heavy fluorocarbon for pike', 'Lines of very different diameters'],
    steps: [
      'Fold back 2 to 3 inches of the heavier line to make a narrow loop.',
      'Pass 8 to 10 inches of the lighter line through the loop.',
      'Pinch everything together and wrap the lighter line back over itself and both sides of the loop 10 to 12 times, working toward the end of the loop.',
      'Push the tag end back out through the loop on the same side it went in.',
      'Pull gently on both ends of the lighter line to slide the coils toward the end of the loop without pulling them off.',
      'Moisten, pull all four strands tight and trim both tag ends.',
    ],
    pros: ['Slim profile slides through the guides', 'Joins lines of very different thickness', 'Works with wire leaders'],
    cons: ['Coils can slip off the loop if you pull the wrong strand', 'Weaker than a Double Uni', 'Takes practice to tie neatly'],
    diagram: { kind: 'join', style: 'albright', wraps: 7 },
  },
  {
    id: 'blood',
    name: 'Blood',
    category: 'Line-to-Line',
    strength: 90,
    difficulty: 'Hard',
    summary: 'A slim, symmetrical knot for joining two lines of similar diameter.',
    uses: ['Joining two monofilament lines of similar diameter', 'Building tapered leaders', 'Splicing a damaged main line'],
    steps: [
      'Overlap the ends of the two lines by about 6 inches.',
      'Wrap one tag around the other line 5 to 7 times, then bring it back and pass it between the two lines at the centre.',
      'Wrap the other tag the same number of times in the opposite direction and pass it through the same centre opening from the other side.',
      'Moisten and pull the standing lines slowly so the turns gather evenly.',
      'Trim both tags close.',
    ],
    pros: ['Slim and smooth through the guides', 'Strong with lines of the same kind and diameter'],
    cons: ['Poor with braid or lines of very different diameters', 'Fiddly to tie with cold hands or in low light'],
    diagram: { kind: 'join', style: 'blood', wraps: 5 },
  },
  {
    id: 'loop',
    name: 'Loop',
    category: 'Terminal',
    strength: 85,
    difficulty: 'Medium',
    summary: 'A non-slip loop that leaves the lure free to swing, giving it more action.',
    uses: ['Jerkbaits and topwater walking baits', 'Swimbaits and jigs that need free movement', 'Heavy leaders that would stiffen a lure'],
    steps: [
      'Tie a loose overhand knot in the line about 6 inches from the end.',
      'Pass the tag end through the lure eye, then back through the overhand knot the way it came out.',
      'Wrap the tag around the standing line 3 to 7 times; the lighter the line, the more turns.',
      'Pass the tag back through the overhand knot, entering from the side it came out of.',
      'Moisten, pull the tag to snug the turns, then pull the standing line and lure apart to close the knot and trim.',
    ],
    pros: ['Lets the lure move freely for more action', 'Does not slip or close under load'],
    cons: ['More steps than a clinch or Palomar', 'The open loop can pick up weeds', 'Loop size takes practice to control'],
    diagram: { kind: 'eye', wraps: 5, doubledLine: false, openLoop: true },
  },
  {
    id: 'surgeons',
    name: "Surgeon's",
    category: 'Line-to-Line',
    strength: 85,
    difficulty: 'Easy',
    summary: 'The quickest way to join a leader: a double overhand knot tied with both lines together.',
    uses: ['Quick leader changes on the water', 'Lines of different diameters', 'Monofilament to fluorocarbon leaders'],
    steps: [
      'Overlap the main line and leader by about 6 inches, pointing in opposite directions.',
      'Treat the two lines as one and tie an overhand knot, passing the whole leader through the loop.',
      'Pass the tag end and the leader through the loop a second time.',
      'Moisten and pull all four ends evenly to tighten.',
      'Trim both tags.',
    ],
    pros: ['The fastest and easiest line-to-line knot', 'Handles lines of different diameters'],
    cons: ['Bulky, so it does not run through the guides well', 'The whole leader must pass through the loop, so it suits short leaders'],
    diagram: { kind: 'join', style: 'surgeons', wraps: 2 },
  },
];

export const KNOTS: readonly Knot[] = checkContent(knotListSchema, knots, 'knots');

export const KNOTS_PAGE: PageCopy = checkContent(
  pageCopySchema,
  {
    documentTitle: 'Fishing Knots: Strength and How to Tie Them · Tackle',
    description:
      'Eight essential fishing knots with their strength, uses, pros and cons and numbered tying steps: Palomar, Improved Clinch, Uni, Double Uni, Albright and more.',
    heading: 'Fishing Knots',
    intro: 'The knots worth knowing, how strong they hold and how to tie them step by step.',
    note:
      "Strength is the share of the line's rated breaking strength a well-tied knot keeps: green at 90% or more, yellow at 85% or more, red below. Terminal knots tie line to a hook, lure or swivel; line-to-line knots join a main line to a leader.",
  },
  'knots page',
);

/** The knots shown under a tab. */
export function knotsIn(tab: KnotTab, list: readonly Knot[] = KNOTS): readonly Knot[] {
  return tab === 'All' ? list : list.filter((knot) => knot.category === tab);
}
