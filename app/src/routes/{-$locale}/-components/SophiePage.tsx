import { sophieContent } from '../../../content/sophie';
import { useLang } from '../../../i18n/useLang';

export function SophiePage() {
  const content = sophieContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
