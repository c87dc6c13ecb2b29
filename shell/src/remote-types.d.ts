// Types of the modules the remotes expose. The shell loads them with loadRemote('<remote>/<Page>')
// (see remotes.tsx); each is a default-exported React component without props.
type TacklePage = React.ComponentType;

declare module 'gear/GearPage' { const Page: TacklePage; export default Page; }
declare module 'gear/ConsumablesPage' { const Page: TacklePage; export default Page; }
declare module 'gear/StoragePage' { const Page: TacklePage; export default Page; }
declare module 'gear/SetupsPage' { const Page: TacklePage; export default Page; }
declare module 'gear/SmartCapture' { const Panel: React.ComponentType<{ onAdded?: () => void }>; export default Panel; }
declare module 'catches/CatchesPage' { const Page: TacklePage; export default Page; }
declare module 'catches/StatsPage' { const Page: TacklePage; export default Page; }
declare module 'catches/TripsPage' { const Page: TacklePage; export default Page; }
declare module 'catches/TripPage' { const Page: TacklePage; export default Page; }
declare module 'conditions/FishSpotsPage' { const Page: TacklePage; export default Page; }
declare module 'public/LandingPage' { const Page: TacklePage; export default Page; }
declare module 'public/TechniquesPage' { const Page: TacklePage; export default Page; }
declare module 'public/GuidePage' { const Page: TacklePage; export default Page; }
declare module 'public/KnotsPage' { const Page: TacklePage; export default Page; }
declare module 'public/SafetyPage' { const Page: TacklePage; export default Page; }
