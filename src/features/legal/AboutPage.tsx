import { LegalPage } from './LegalPage';

export default function AboutPage() {
  return <LegalPage document="about" />;
}
