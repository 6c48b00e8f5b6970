import { novaCaseStudyContent } from '../../../content/novaCaseStudy';
import { useLang } from '../../../i18n/useLang';

export function NovaCaseStudyPage() {
  const content = novaCaseStudyContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
