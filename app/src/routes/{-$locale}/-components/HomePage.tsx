import { homeContent } from '../../../content/home';
import { useLang } from '../../../i18n/useLang';

export function HomePage() {
  const content = homeContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
