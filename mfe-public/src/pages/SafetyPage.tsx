import { StaticPage } from '../components/StaticPage';

export default function SafetyPage() {
  return (
    <StaticPage
      title="Fishing Safety"
      intro="Weather, water, equipment and emergency know-how so every trip ends safely at the ramp."
    />
  );
}
