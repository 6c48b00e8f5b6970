import { FormPage } from '../../forms/FormPage';
import { useLang } from '../../i18n/useLang';
import { supportContent } from './content';
import { SupportForm } from './SupportForm';

export function SupportPage() {
  const lang = useLang();
  const content = supportContent[lang];
  return (
    <FormPage heading={content.heading} intro={content.intro}>
      <SupportForm key={lang} content={content} lang={lang} />
    </FormPage>
  );
}
