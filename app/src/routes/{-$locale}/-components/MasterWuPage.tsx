import { masterWuContent } from '../../../content/masterWu';
import { useLang } from '../../../i18n/useLang';

export function MasterWuPage() {
  const content = masterWuContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
