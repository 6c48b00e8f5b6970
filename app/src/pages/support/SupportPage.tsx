import { FormPage } from '../../forms/FormPage';
import { useLang } from '../../i18n/useLang';
import { Island } from '../../islands/Island';
import { supportContent } from './content';
import { SupportFormIsland } from './SupportFormIsland';

export function SupportPage() {
  const lang = useLang();
  const content = supportContent[lang];
  return (
    <FormPage heading={content.heading} intro={content.intro}>
      <Island name="support-form" component={SupportFormIsland} props={{ lang }} when="interaction" />
    </FormPage>
  );
}
