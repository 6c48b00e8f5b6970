import { createFileRoute } from '@tanstack/react-router';
import { quantumEvolutionContent } from '../../../content/quantumEvolution';
import { quantumEvolutionJsonLd } from '../-components/pagesB/jsonLd';
import { pageHead } from '../../../lib/seo';
import { QuantumEvolutionPage } from '../-components/QuantumEvolutionPage';

export const Route = createFileRoute('/{-$locale}/solutions/quantum-evolution')({
  head: ({ match }) => pageHead(quantumEvolutionContent, match, { jsonLd: quantumEvolutionJsonLd(match) }),
  component: QuantumEvolutionPage,
});
