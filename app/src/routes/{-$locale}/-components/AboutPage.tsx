import { aboutContent } from '../../../content/about';
import { useLang } from '../../../i18n/useLang';

export function AboutPage() {
  const content = aboutContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
