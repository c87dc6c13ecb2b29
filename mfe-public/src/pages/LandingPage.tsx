import { LandingFooter, LandingHeader } from '../landing/LandingChrome';
import { Benefits, CallToAction, Features, Hero, HiddenCosts } from '../landing/LandingSections';

/**
 * Every call to action of the landing page leads to the sign-in / registration screen: 'Login' to
 * its Login tab, the others to its Register tab. They are links styled as buttons, so the
 * prerendered page works before (and without) the app (decision 100).
 */
export default function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Hero />
        <HiddenCosts />
        <Benefits />
        <Features />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
