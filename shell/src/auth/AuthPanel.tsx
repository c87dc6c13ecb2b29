import { CheckCircle2 } from 'lucide-react';
import { LogoMark } from '../layout/Logo';
import { TAGLINE } from '../constants';

const FEATURES = [
  'Every rod, reel and lure in one inventory',
  'Restock alerts before you run out of hooks, line or plastics',
  'Catch log with weather, water and location',
  'Statistics and fish-spot ideas from today’s conditions',
  'Smart Capture: add gear from a photo',
];

/** The auth screen's brand side (from `md` up): the tagline and what Tackle does. */
export function AuthPanel() {
  return (
    <aside
      aria-label="About Tackle"
      className="relative hidden overflow-hidden bg-gradient-to-br from-primary via-[#0a4f63] to-brand-teal p-10 text-primary-foreground md:flex md:w-[45%] md:flex-col md:justify-between lg:p-14"
    >
      <div className="flex items-center gap-2">
        <LogoMark className="text-white/15" />
        <span className="text-xl font-bold tracking-tight">Tackle</span>
      </div>
      <div className="max-w-md">
        <p className="text-3xl font-bold leading-tight lg:text-4xl">{TAGLINE}</p>
        <ul className="mt-8 grid gap-3 text-base text-white/90">
          {FEATURES.map((f) => (
            <li key={f} className="flex items-start gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-[#9fe3dc]" aria-hidden="true" />
              <span>{f}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-white/75">Built for anglers who would rather be on the water.</p>
      <svg className="pointer-events-none absolute -bottom-6 left-0 w-full text-white/10" viewBox="0 0 600 80" aria-hidden="true">
        <path d="M0 40c50-20 100-20 150 0s100 20 150 0 100-20 150 0 100 20 150 0v40H0z" fill="currentColor" />
      </svg>
    </aside>
  );
}
