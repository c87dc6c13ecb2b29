import { StaticPage } from '../components/StaticPage';

export default function TechniquesPage() {
  return (
    <StaticPage
      title="Fishing Techniques"
      intro="Proven bass presentations, from finesse rigs to power fishing, with the gear and steps to fish each one."
    />
  );
}
