import { monthlyContent } from '../../../content/monthly';
import { useLang } from '../../../i18n/useLang';

export function MonthlyPage() {
  const content = monthlyContent[useLang()];
  return (
    <div>
      <h1>{content.heading}</h1>
    </div>
  );
}
