import { demoContent } from '../../../content/demo';
import { useLang } from '../../../i18n/useLang';

export function DemoPage() {
  const content = demoContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
