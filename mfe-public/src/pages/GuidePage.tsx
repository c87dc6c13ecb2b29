import { StaticPage } from '../components/StaticPage';

export default function GuidePage() {
  return (
    <StaticPage
      title="Fishing Guide"
      intro="Where the fish are and what they want: species, weather and seasonal patterns in one place."
    />
  );
}
