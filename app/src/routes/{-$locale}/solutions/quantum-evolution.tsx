import { createFileRoute } from '@tanstack/react-router';
import { quantumEvolutionContent } from '../../../content/quantumEvolution';
import { pageHead } from '../../../lib/seo';
import { QuantumEvolutionPage } from '../-components/QuantumEvolutionPage';

export const Route = createFileRoute('/{-$locale}/solutions/quantum-evolution')({
  head: ({ match }) => pageHead(quantumEvolutionContent, match),
  component: QuantumEvolutionPage,
});
