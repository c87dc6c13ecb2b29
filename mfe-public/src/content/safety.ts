import { z } from 'zod';
import { checkContent, pageCopySchema, slugSchema, textSchema, uniqueList, type PageCopy } from './common';

export const safetyPrioritySchema = z.enum(['Critical', 'High', 'Medium']);
export type SafetyPriority = z.infer<typeof safetyPrioritySchema>;

export const safetyTipSchema = z.object({
  title: textSchema,
  detail: textSchema,
  priority: safetyPrioritySchema,
});
export type SafetyTip = z.infer<typeof safetyTipSchema>;

export const safetyGroupSchema = z.object({
  id: slugSchema,
  name: z.enum(['Weather', 'Water', 'Equipment', 'Health & Emergency']),
  tips: z.array(safetyTipSchema).min(3),
});
export type SafetyGroup = z.infer<typeof safetyGroupSchema>;

/** Someone to call (a tel: link) or to raise on the marine radio (no phone number to dial). */
export const emergencyContactSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('phone'),
    id: slugSchema,
    name: textSchema,
    /** As printed, e.g. '1-800-222-1222'. */
    display: textSchema,
    /** What the tel: link dials. */
    dial: z.string().regex(/^\+?\d{3,15}$/, 'digits only, optionally with a leading +'),
    detail: textSchema,
  }),
  z.object({
    kind: z.literal('radio'),
    id: slugSchema,
    name: textSchema,
    display: textSchema,
    detail: textSchema,
  }),
]);
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const checklistSchema = z.object({
  id: slugSchema,
  name: textSchema,
  items: z
    .array(z.object({ id: slugSchema, label: textSchema }))
    .min(3)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'item ids must be unique'),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const safetySchema = z.object({
  groups: uniqueList(safetyGroupSchema, { min: 4, max: 4 }),
  contacts: uniqueList(emergencyContactSchema, { min: 1 }),
  checklists: uniqueList(checklistSchema, { min: 1 }),
  checklistNote: textSchema,
});
export type Safety = z.infer<typeof safetySchema>;

const safety: Safety = {
  groups: [
    {
      id: 'weather',
      name: 'Weather',
      tips: [
        {
          title: 'Get off the water at the first thunder',
          detail:
            'If you can hear thunder you are close enough to be struck, and a graphite rod in an open boat makes you the tallest point around. Head in at once and wait 30 minutes after the last thunder before going back out.',
          priority: 'Critical',
        },
        {
          title: 'Check the forecast and radar before you launch',
          detail:
            'Look at wind, storms and any small-craft advisory for the whole day, not just the morning, and keep checking radar on the water.',
          priority: 'High',
        },
        {
          title: 'Plan for the wind on the way home',
          detail:
            'A calm morning can turn into whitecaps by afternoon. Know which banks give shelter and turn back early if waves build.',
          priority: 'High',
        },
        {
          title: 'Dress in layers and pack rain gear',
          detail: 'Temperatures on the water change fast and a wet angler gets cold quickly, even in summer.',
          priority: 'Medium',
        },
        {
          title: 'Protect yourself from the sun',
          detail:
            'Water reflects UV back at you. Wear a hat, sun gloves and a face cover, and reapply SPF 30+ sunscreen every two hours.',
          priority: 'Medium',
        },
      ],
    },
    {
      id: 'water',
      name: 'Water',
      tips: [
        {
          title: 'Wear your life jacket',
          detail:
            'Most people who drown in boating accidents were not wearing one. Wear a US Coast Guard-approved life jacket whenever the motor is running; an inflatable only works if it is on you.',
          priority: 'Critical',
        },
        {
          title: 'Clip on the engine cut-off switch',
          detail:
            'Attach the kill-switch lanyard to your life jacket or wrist whenever the outboard is running. US law requires it on most boats under 26 feet when on plane.',
          priority: 'Critical',
        },
        {
          title: 'Respect cold water',
          detail:
            'Water below 60°F can cause gasping and panic. Remember 1-10-1: one minute to control your breathing, ten minutes of useful movement, about an hour before hypothermia takes over.',
          priority: 'High',
        },
        {
          title: 'Wade with care',
          detail:
            'Shuffle your feet instead of stepping, use a wading staff, wear a wading belt so waders cannot fill, and do not wade deeper than your knees in current.',
          priority: 'High',
        },
        {
          title: 'Leave a float plan',
          detail: 'Tell someone ashore where you launch, where you plan to fish and when you will be back, and call them if plans change.',
          priority: 'Medium',
        },
        {
          title: 'Test the ice before you walk on it',
          detail: 'Stay off ice thinner than 4 inches of clear, solid ice, and carry ice picks and a throw rope.',
          priority: 'Medium',
        },
      ],
    },
    {
      id: 'equipment',
      name: 'Equipment',
      tips: [
        {
          title: 'Carry the required safety gear',
          detail:
            'A wearable life jacket for everyone aboard, a throwable device on boats 16 feet and over, a fire extinguisher, a whistle or horn, working navigation lights and, on coastal waters, visual distress signals.',
          priority: 'Critical',
        },
        {
          title: 'Protect your eyes',
          detail: 'Polarized sunglasses guard against flying hooks and lures as well as glare. Wear them every time you cast.',
          priority: 'High',
        },
        {
          title: 'Handle hooks with tools, not fingers',
          detail:
            'Keep long-nose pliers and a hook remover within reach, cover the hooks of lures you are not using, and never try to remove a hook from an eye, the face or a joint: get medical help.',
          priority: 'High',
        },
        {
          title: 'Secure rods and gear before running',
          detail: 'Store rods in the locker or strap them down; loose gear becomes a projectile at speed.',
          priority: 'Medium',
        },
        {
          title: 'Check the trailer and the drain plug',
          detail: 'Test the trailer lights, straps and bearings, cross the safety chains, and put the drain plug in before you back down the ramp.',
          priority: 'Medium',
        },
        {
          title: 'Keep a way to call for help',
          detail: 'A handheld VHF radio and a charged phone in a waterproof case, ideally with a spare battery pack.',
          priority: 'Medium',
        },
      ],
    },
    {
      id: 'health-emergency',
      name: 'Health & Emergency',
      tips: [
        {
          title: 'Pack a waterproof first-aid kit',
          detail:
            'Bandages, antiseptic, tweezers, side cutters for hooks, pain relief, antihistamines and any personal medication, in a dry box you can reach quickly.',
          priority: 'Critical',
        },
        {
          title: 'Know the signs of heat illness',
          detail:
            'Drink water steadily. Heavy sweating, headache, nausea and dizziness mean heat exhaustion: get into shade and cool down. Hot skin with confusion is heat stroke: call 911.',
          priority: 'High',
        },
        {
          title: 'Know the signs of hypothermia',
          detail:
            'Shivering, slurred speech and clumsy hands mean the body is losing heat. Get out of wet clothes, into dry layers and somewhere warm.',
          priority: 'High',
        },
        {
          title: 'Know where you are',
          detail: 'Be able to give your GPS coordinates or the nearest landmark or channel marker, so rescuers can find you.',
          priority: 'Medium',
        },
        {
          title: 'Tell your partner about allergies',
          detail: 'Bee stings and medications can cause severe reactions. If you carry an epinephrine auto-injector, show your partner where it is.',
          priority: 'Medium',
        },
      ],
    },
  ],
  contacts: [
    {
      kind: 'phone',
      id: 'emergency-services',
      name: 'Emergency services',
      display: '911',
      dial: '911',
      detail: 'Police, fire and ambulance. Works on the water wherever your phone has a signal.',
    },
    {
      kind: 'radio',
      id: 'coast-guard',
      name: 'Coast Guard',
      display: 'Marine VHF channel 16',
      detail: 'The distress and calling channel, monitored around the clock. Call "Mayday" three times for life-threatening emergencies.',
    },
    {
      kind: 'phone',
      id: 'poison-control',
      name: 'Poison Control hotline',
      display: '1-800-222-1222',
      dial: '+18002221222',
      detail: 'Free, confidential and open 24/7: swallowed fuel or chemicals, bites and stings.',
    },
  ],
  checklistNote: 'Tick items off as you go. Nothing is saved: the lists start fresh every time you open this page.',
  checklists: [
    {
      id: 'safety-gear',
      name: 'Safety gear on board',
      items: [
        { id: 'life-jackets', label: 'A life jacket for everyone aboard' },
        { id: 'kill-switch', label: 'Engine cut-off lanyard attached' },
        { id: 'throwable', label: 'Throwable flotation device' },
        { id: 'extinguisher', label: 'Fire extinguisher charged and within reach' },
        { id: 'sound-signal', label: 'Whistle or horn' },
        { id: 'first-aid', label: 'First-aid kit' },
        { id: 'drain-plug', label: 'Drain plug in' },
      ],
    },
    {
      id: 'before-you-go',
      name: 'Before you leave',
      items: [
        { id: 'forecast', label: 'Forecast and radar checked' },
        { id: 'float-plan', label: 'Float plan shared with someone ashore' },
        { id: 'phone', label: 'Phone charged and in a waterproof case' },
        { id: 'license', label: 'Fishing license valid and with you' },
        { id: 'sun-rain', label: 'Sun protection and rain gear packed' },
        { id: 'water-food', label: 'Drinking water and food for the day' },
        { id: 'trailer', label: 'Trailer lights, straps and safety chains checked' },
      ],
    },
  ],
};

export const SAFETY: Safety = checkContent(safetySchema, safety, 'safety');

export const SAFETY_PAGE: PageCopy = checkContent(
  pageCopySchema,
  {
    documentTitle: 'Fishing Safety: Tips, Emergency Contacts and Checklists · Tackle',
    description:
      'Stay safe on the water: weather, water, equipment and first-aid tips by priority, emergency contacts and pre-trip checklists for every fishing trip.',
    heading: 'Fishing Safety',
    intro: 'Come home from every trip: what to check, what to carry and who to call when something goes wrong.',
  },
  'safety page',
);

const PRIORITY_ORDER: Record<SafetyPriority, number> = { Critical: 0, High: 1, Medium: 2 };

/** Tips most urgent first (stable within a priority). */
export function byPriority(tips: readonly SafetyTip[]): SafetyTip[] {
  return [...tips].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}
