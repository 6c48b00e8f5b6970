import { FormSentPage } from '../../forms/FormSentPage';
import { useLang } from '../../i18n/useLang';
import { PageLink } from '../kit/links';
import { supportContent } from './content';

/** Where a message sent without script leads: the scripted form's success notice as a page, and a way back. */
export function SupportSentPage() {
  const { successNotice, sent } = supportContent[useLang()];
  return (
    <FormSentPage
      heading={successNotice.title}
      text={successNotice.description}
      link={
        <PageLink to="/{-$locale}/support" variant="primary">
          {sent.again}
        </PageLink>
      }
    />
  );
}
