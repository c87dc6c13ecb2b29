import { StaticPage } from '../components/StaticPage';

export default function KnotsPage() {
  return (
    <StaticPage
      title="Fishing Knots"
      intro="The knots worth knowing, how strong they hold and how to tie them step by step."
    />
  );
}
