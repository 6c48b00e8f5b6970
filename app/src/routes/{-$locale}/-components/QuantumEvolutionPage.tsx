import { quantumEvolutionContent } from '../../../content/quantumEvolution';
import { useLang } from '../../../i18n/useLang';

export function QuantumEvolutionPage() {
  const content = quantumEvolutionContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
