// The bootstrap's task boundary, shared with the remote pages' steps (runtime/page-in-steps.tsx).
export { nextTask } from './runtime/next-task';

/**
 * The kit evaluated in steps (docs/decisions/142-kit-in-steps.md).
 *
 * `@tackle/ui` is one shared module: whoever first imports it evaluates all of it — zod building the
 * contracts' schemas, Radix, the virtual list, the offline store — in one task, the longest of a
 * signed-in page's start on a phone. The shell's bootstrap runs these steps first, each in a task
 * of its own (`nextTask` between them): each imports modules the kit's index imports anyway, so
 * when the index is finally evaluated they are already there and it costs next to nothing. The
 * imports are `webpackMode: "eager"`: the same chunks and requests as before, only the evaluation
 * is spread out. The order puts the heaviest apart; a module left out is simply evaluated with the
 * index, as before.
 *
 * Only the shell, the provider of the shared module, may run them: the modules are its build's,
 * the same ones its `@tackle/ui` is made of.
 */
export const KIT_STEPS: ReadonlyArray<() => Promise<unknown>> = [
  // The contracts' schemas the kit parses with, a module at a time, each after those it imports
  // (zod comes with the first; not alone: an import of all of zod would bundle what tree shaking
  // leaves out, its locales). These modules are also what the shell shares with the remotes, one
  // singleton each, kept whole (build/shared-contracts.mjs `SHARED_CONTRACTS`, the same list in the
  // same order; docs/decisions/154): a remote's page takes them from here instead of building them
  // again.
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/common')).entityIdSchema,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/geo')).latitudeSchema,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/solunar')).MAJOR_PERIOD_MINUTES,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/catches')).WATER_CLARITY_OPTIONS,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/line')).LINE_TYPES,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/gear')).GEAR_TYPE_IDS,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/units')).UNIT_SYSTEMS,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/settings')).UNITS_MESSAGE,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/trips')).TRIP_MESSAGES,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/fish-spots')).SEASONS,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/patterns')).PATTERN_CONDITION_FIELDS,
  async () => (await import(/* webpackMode: "eager" */ '@tackle/contracts/weather')).WEATHER_SOURCES,
  // Then the kit's own modules that parse with them.
  () => import(/* webpackMode: "eager" */ './runtime/units'),
  () => import(/* webpackMode: "eager" */ './runtime/trips'),
  () => import(/* webpackMode: "eager" */ './runtime/patterns'),
  () => import(/* webpackMode: "eager" */ './offline/http-send'),
  () => import(/* webpackMode: "eager" */ './offline/outbox-command'),
  () => import(/* webpackMode: "eager" */ './lib/utils'),
  // Radix, a family at a time.
  () => import(/* webpackMode: "eager" */ './components/dialog'),
  () => import(/* webpackMode: "eager" */ './components/sheet'),
  () => import(/* webpackMode: "eager" */ './components/select'),
  () => import(/* webpackMode: "eager" */ './components/dropdown-menu'),
  () => import(/* webpackMode: "eager" */ './components/misc'),
  () => import(/* webpackMode: "eager" */ './components/toast'),
  () => import(/* webpackMode: "eager" */ './components/form-controls'),
  () => import(/* webpackMode: "eager" */ './components/tabs'),
  () => import(/* webpackMode: "eager" */ './components/virtual-window'),
  () => import(/* webpackMode: "eager" */ './components/list-page'),
  () => import(/* webpackMode: "eager" */ './components/list-table'),
  // The rest, and the index itself.
  () => import(/* webpackMode: "eager" */ './index'),
];
