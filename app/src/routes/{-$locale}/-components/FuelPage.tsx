import { fuelContent } from '../../../content/fuel';
import { useLang } from '../../../i18n/useLang';

export function FuelPage() {
  const content = fuelContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
