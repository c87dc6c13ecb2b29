import { z } from 'zod';
import {
  checkContent,
  pageCopySchema,
  seasonNameSchema,
  slugSchema,
  temperatureRangeSchema,
  textListSchema,
  textSchema,
  uniqueList,
  type PageCopy,
} from './common';

/** The tabs of the guide, in order. */
export const GUIDE_TABS = ['Fish Species', 'Weather Conditions', 'Seasonal Tips'] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];

export const speciesSchema = z.object({
  id: slugSchema,
  name: textSchema,
  scientificName: textSchema,
  summary: textSchema,
  habitat: textSchema,
  /** Water temperatures in which the species feeds most actively. */
  temperature: temperatureRangeSchema,
  temperatureNote: textSchema,
  weather: textSchema,
  bestTimes: textSchema,
  techniques: textListSchema(3),
  baits: textListSchema(3),
  tips: textListSchema(2),
});
export type Species = z.infer<typeof speciesSchema>;

export const weatherConditionSchema = z.object({
  id: slugSchema,
  name: z.enum(['Sunny & Clear', 'Overcast', 'Rainy', 'Windy']),
  summary: textSchema,
  fishBehavior: textSchema,
  approach: textListSchema(2),
  baits: textListSchema(2),
  tips: textListSchema(2),
});
export type WeatherCondition = z.infer<typeof weatherConditionSchema>;

export const seasonSchema = z.object({
  id: slugSchema,
  name: seasonNameSchema,
  waterTemperature: temperatureRangeSchema,
  summary: textSchema,
  whereToFish: textListSchema(2),
  techniques: textListSchema(3),
  tips: textListSchema(2),
});
export type Season = z.infer<typeof seasonSchema>;

export const guideSchema = z.object({
  species: uniqueList(speciesSchema, { min: 1 }),
  weather: uniqueList(weatherConditionSchema, { min: 1 }),
  seasons: uniqueList(seasonSchema, { min: 4, max: 4 }),
});
export type Guide = z.infer<typeof guideSchema>;

const guide: Guide = {
  species: [
    {
      id: 'largemouth-bass',
      name: 'Largemouth Bass',
      scientificName: 'Micropterus salmoides',
      summary: 'An ambush predator with a huge mouth that lives around cover and eats almost anything it can swallow.',
      habitat:
        'Warm, fertile lakes, ponds, reservoirs and slow rivers. Holds tight to cover: grass, lily pads, laydowns, docks, stumps and brush piles, moving to offshore ledges and humps in summer.',
      temperature: { minF: 65, maxF: 80 },
      temperatureNote: 'Spawns once the shallows reach the low to mid 60s °F; slows down markedly below 50°F.',
      weather:
        'Feeds hard on stable or slowly falling pressure ahead of a front. Cloud and light wind pull fish off cover to roam; bright skies after a cold front push them deep into cover.',
      bestTimes:
        'Dawn and dusk in summer, plus night on the hottest days. In early spring and late fall the warmest part of the afternoon is best.',
      techniques: ['Texas Rig', 'Carolina Rig', 'Flipping and pitching jigs', 'Hollow-body frogs over mats', 'Spinnerbaits and squarebill crankbaits'],
      baits: ['Plastic worms and creature baits', 'Jigs with a craw trailer', 'Hollow-body frogs', 'Spinnerbaits and chatterbaits', 'Live golden shiners'],
      tips: [
        'Work each piece of cover from several angles; the shady side of a dock or laydown usually holds the fish.',
        'After a cold front, slow down, downsize and fish tighter to cover.',
        'In summer, find the thermocline on your graph and fish structure just above it.',
      ],
    },
    {
      id: 'smallmouth-bass',
      name: 'Smallmouth Bass',
      scientificName: 'Micropterus dolomieu',
      summary: 'The bronze fighter of clear, cool water: pound for pound the hardest-pulling bass, and a famous jumper.',
      habitat:
        'Clear, cooler lakes and rivers with rock: gravel points, boulder flats, rocky reefs and humps, and current seams behind rocks in rivers.',
      temperature: { minF: 60, maxF: 75 },
      temperatureNote: 'Spawns from the upper 50s to the low 60s °F, a little cooler than largemouth; stays active in colder water.',
      weather:
        'Wind is your friend: a wind-blown point stacks baitfish and turns smallmouth on. Bright, calm days push them deeper or tight against boulders.',
      bestTimes: 'Early morning, windy afternoons and the whole of fall, when they feed heavily before winter.',
      techniques: ['Drop Shot Rig', 'Ned Rig', 'Tube jigs dragged over rock', 'Suspending jerkbaits', 'Topwater walking baits in summer'],
      baits: ['Tubes and Ned-style stick baits', 'Drop-shot minnows and finesse worms', 'Suspending jerkbaits', 'Crayfish imitations', 'Live crayfish and leeches'],
      tips: [
        'Match the crayfish: green pumpkin and brown, with an orange or red accent in spring.',
        'When a smallmouth heads for the surface to jump, keep the rod tip low and steady pressure on to keep the hook in.',
        'In rivers, fish the slack seams behind rocks and current breaks where they wait for food.',
      ],
    },
    {
      id: 'walleye',
      name: 'Walleye',
      scientificName: 'Sander vitreus',
      summary: 'A low-light hunter with glassy eyes that let it see and feed when other fish cannot. Excellent on the table.',
      habitat:
        'Large, cool lakes and rivers. Rocky reefs, gravel bars, weed edges, mud flats and drop-offs, sliding deeper during bright days.',
      temperature: { minF: 55, maxF: 70 },
      temperatureNote: 'Spawns just after ice-out in 42–50°F water over rock and gravel, often in current.',
      weather:
        'Light-sensitive eyes make them feed best in low light: overcast skies, stained water and a good ripple (the "walleye chop"). Calm, bright days send them deep.',
      bestTimes: 'Dusk into dark and again at dawn; on overcast, choppy days they can feed all day.',
      techniques: ['Jig and minnow', 'Slip-sinker live-bait rigs', 'Bottom bouncers with spinner harnesses', 'Trolling crankbaits', 'Drop Shot Rig'],
      baits: ['Fathead minnows and shiners', 'Nightcrawlers', 'Leeches', 'Shad- and minnow-shaped crankbaits', 'Blade baits in cold water'],
      tips: [
        'Fish the shoreline the wind is blowing into: it gathers baitfish and stirs up the water.',
        'Walleye often bite softly; with live bait, give them a moment before setting the hook.',
        'Many waters have slot and possession limits for walleye, so check the local regulations.',
      ],
    },
    {
      id: 'northern-pike',
      name: 'Northern Pike',
      scientificName: 'Esox lucius',
      summary: 'A long, toothy ambush predator that hits fast and hard, and thrives in cold water.',
      habitat:
        'Cool, weedy bays, weed edges, backwaters and shallow flats; large pike move to cooler, deeper water and weed lines in summer.',
      temperature: { minF: 50, maxF: 70 },
      temperatureNote: 'Spawns right after ice-out in 40–52°F water in flooded marsh and shallow, weedy bays.',
      weather: 'Comfortable in cold, windy and overcast weather, and feeds aggressively as a front approaches.',
      bestTimes: 'A daytime feeder, often best from late morning into the afternoon; spring after ice-out and fall are prime.',
      techniques: ['Casting spinnerbaits and inline spinners', 'Twitching jerkbaits along weed edges', 'Spoons', 'Swimbaits', 'Dead bait under a float in cold water'],
      baits: ['Spoons', 'Large inline spinners and spinnerbaits', 'Jerkbaits and swimbaits', 'Large minnows and suckers', 'Smelt or herring as dead bait'],
      tips: [
        'Always use a bite-proof leader (wire, titanium or 50–80 lb fluorocarbon); pike teeth cut ordinary line.',
        'Carry long-nose pliers and jaw spreaders, and support the belly of a big pike when you lift it.',
        'Finish every retrieve with a figure-eight at the boat; followers often strike at the turn.',
      ],
    },
  ],
  weather: [
    {
      id: 'sunny-clear',
      name: 'Sunny & Clear',
      summary: 'Bright light and, often, high pressure after a front.',
      fishBehavior:
        'Fish tuck into shade and thick cover or slide deeper, and get pickier. The best bites come early and late in the day.',
      approach: [
        'Flip and pitch Texas rigs and jigs into the shade of docks, mats and overhanging trees.',
        'Go deep with a drop shot or Carolina rig on offshore structure.',
        'Make long casts and keep noise down; fish see you more easily in clear, bright conditions.',
      ],
      baits: ['Natural colours: green pumpkin, watermelon and shad', 'Finesse plastics', 'Jigs'],
      tips: [
        'Polarized sunglasses cut the glare, so you can see cover, beds and fish.',
        'Shade moves through the day: follow it around docks and laydowns.',
      ],
    },
    {
      id: 'overcast',
      name: 'Overcast',
      summary: 'Low light all day, often with stable or falling pressure.',
      fishBehavior: 'Fish leave cover and roam to chase bait, and are more willing to hit a moving lure all day.',
      approach: [
        'Cover water with moving baits to find the active fish.',
        'Fish topwater well past the morning; poppers, walking baits and buzzbaits keep working.',
      ],
      baits: ['Spinnerbaits and chatterbaits', 'Crankbaits', 'Topwater walking baits', 'Swimbaits'],
      tips: [
        'Blades and rattles give off flash and vibration, so fish find the lure in low light.',
        'An overcast day ahead of a front is one of the best times to be on the water.',
      ],
    },
    {
      id: 'rainy',
      name: 'Rainy',
      summary: 'Falling pressure, runoff and broken light.',
      fishBehavior:
        'Light rain breaks up the surface and fish get bolder. Runoff washes food into the lake, so fish gather where creeks, ditches and drains flow in.',
      approach: [
        'Fish inflows, creek mouths and the edge of muddy water meeting clear water.',
        'Try topwater and shallow moving baits during light rain.',
        'In muddy water, slow down and use lures that push water and vibrate.',
      ],
      baits: ['Buzzbaits and walking topwaters', 'Spinnerbaits with Colorado blades', 'Black and blue jigs and creature baits', 'Chartreuse crankbaits in stained water'],
      tips: [
        'At the first sound of thunder, get off the water; a graphite rod makes you a lightning rod.',
        'Good rain gear keeps you fishing comfortably and safely, so stay dry and warm.',
      ],
    },
    {
      id: 'windy',
      name: 'Windy',
      summary: 'Wind-driven current, waves and stirred-up water.',
      fishBehavior:
        'Wind pushes plankton and baitfish onto wind-blown banks and points, and predators follow. The broken surface makes fish less wary.',
      approach: [
        'Fish the windy side of points, banks and humps first, where the bait is pushed.',
        'Use reaction baits to cover water, and a heavier weight to keep bottom contact.',
        'Position the boat upwind and use a drift sock or anchor to control your drift.',
      ],
      baits: ['Spinnerbaits', 'Crankbaits and lipless crankbaits', 'Bladed jigs', 'Heavier jigs and Carolina rigs'],
      tips: [
        'Wind against current builds steep waves, so plan a safe route back before it gets rough.',
        'Braid and a sensitive rod help you feel bites through the bow in your line.',
      ],
    },
  ],
  seasons: [
    {
      id: 'spring',
      name: 'Spring',
      waterTemperature: { minF: 45, maxF: 65 },
      summary:
        'Pre-spawn, spawn and post-spawn. Bass move from their winter spots toward shallow spawning flats, staging on the way, and feed heavily.',
      whereToFish: [
        'Secondary points and channel swings leading into spawning pockets',
        'Shallow, protected pockets and flats with hard bottom',
        'The north side of the lake, which gets the most sun and warms first',
      ],
      techniques: ['Suspending jerkbaits in cold pre-spawn water', 'Lipless crankbaits over emerging grass', 'Texas-rigged creature baits and jigs', 'Ned Rig'],
      tips: [
        'A few degrees of warmer water makes a big difference; watch the temperature gauge as you move.',
        'Handle bedding fish quickly and release them close to their bed.',
        'Some waters close bass season or require catch and release during the spawn; check the local regulations.',
      ],
    },
    {
      id: 'summer',
      name: 'Summer',
      waterTemperature: { minF: 70, maxF: 85 },
      summary:
        'Warm water and high metabolism. Bass feed early and late in the shallows and spend the day on offshore structure or under heavy cover.',
      whereToFish: [
        'Offshore ledges, humps and points near deep water',
        'Grass edges and matted vegetation that give shade',
        'Docks and shaded banks in the morning and evening',
      ],
      techniques: ['Topwater at dawn and dusk', 'Carolina Rig and deep-diving crankbaits', 'Drop Shot Rig over marked fish', 'Punching heavy mats'],
      tips: [
        'Find the thermocline on your graph; few fish live below it.',
        'Try night fishing on the hottest days with dark, noisy baits.',
        'Keep fish in the water as much as possible when it is hot, and release them quickly.',
      ],
    },
    {
      id: 'fall',
      name: 'Fall',
      waterTemperature: { minF: 50, maxF: 70 },
      summary: 'Cooling water sends baitfish into the backs of creeks, and bass follow, feeding aggressively before winter.',
      whereToFish: ['Backs of creeks and coves where shad gather', 'Shallow flats and points near the creek channel', 'Anywhere you see bait flickering on the surface'],
      techniques: ['Spinnerbaits and squarebill crankbaits', 'Lipless crankbaits', 'Topwater walking baits', 'Swimbaits matched to the shad'],
      tips: [
        'Match the size of the baitfish; shad grow through the season.',
        'During turnover the water can look murky and fishing gets tough for a while; move to areas that have not turned over yet.',
        'Cover water quickly to find the schools, then slow down once you do.',
      ],
    },
    {
      id: 'winter',
      name: 'Winter',
      waterTemperature: { minF: 35, maxF: 50 },
      summary: 'Cold water slows bass down. They group up on deep, steep structure close to their food and move little.',
      whereToFish: ['Bluff walls and steep channel banks', 'Channel bends and drop-offs close to deep water', 'Rocky banks that catch the afternoon sun'],
      techniques: ['Jigs crawled slowly along the bottom', 'Blade baits', 'Suspending jerkbaits with long pauses', 'Drop Shot Rig and Ned Rig'],
      tips: [
        'Slow down: long pauses and small baits get bites when fish will not chase.',
        'Sunny afternoons warm the water a degree or two and often bring the best bite of the day.',
        'Dress in layers and wear your life jacket; a fall into cold water is an emergency.',
      ],
    },
  ],
};

export const GUIDE: Guide = checkContent(guideSchema, guide, 'guide');

export const GUIDE_PAGE: PageCopy = checkContent(
  pageCopySchema,
  {
    documentTitle: 'Fishing Guide: Species, Weather and Seasons · Tackle',
    description:
      'Where bass, walleye and pike live, the water temperatures they like, how weather changes the bite and what to fish in spring, summer, fall and winter.',
    heading: 'Fishing Guide',
    intro: 'Where the fish are and what they want: species, weather and seasonal patterns in one place.',
  },
  'guide page',
);
