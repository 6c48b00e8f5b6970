import { FormPage } from '../../forms/FormPage';
import { useLang } from '../../i18n/useLang';
import { Island } from '../../islands/Island';
import { usePageCopy } from '../kit/pageCopy';
import { supportPageContent } from './content';
import { SupportFormIsland } from './SupportFormIsland';

export function SupportPage() {
  const lang = useLang();
  const content = usePageCopy('support', supportPageContent);
  return (
    <FormPage heading={content.heading} intro={content.intro}>
      <Island name="support-form" component={SupportFormIsland} props={{ lang }} when="interaction" />
    </FormPage>
  );
}
