import { alacarteContent } from '../../../content/alacarte';
import { useLang } from '../../../i18n/useLang';

export function AlacartePage() {
  const content = alacarteContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
