import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/seo';
import { QuantumEvolutionPage } from '../../../pages/quantumEvolution/QuantumEvolutionPage';

export const Route = createFileRoute('/{-$locale}/solutions/quantum-evolution')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const [{ quantumEvolutionContent }, { quantumEvolutionJsonLd }] = await Promise.all([
      import('../../../pages/quantumEvolution/content'),
      import('../../../lib/jsonLd'),
    ]);
    return pageHead(quantumEvolutionContent, match, { jsonLd: quantumEvolutionJsonLd(match) });
  },
  component: QuantumEvolutionPage,
});
