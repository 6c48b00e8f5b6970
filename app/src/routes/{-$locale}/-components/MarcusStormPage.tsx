import { marcusStormContent } from '../../../content/marcusStorm';
import { useLang } from '../../../i18n/useLang';

export function MarcusStormPage() {
  const content = marcusStormContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
