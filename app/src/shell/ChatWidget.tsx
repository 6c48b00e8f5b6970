import { ChatButton } from '@site/ui';
import type { Lang } from '../i18n/lang';
import { translatorFor } from '../i18n/messages';

/**
 * The floating chat button; the dialog only holds placeholder text (spec §1: no chat exists yet). An island:
 * hydrated on its own on pages that load no app.
 */
export function ChatWidget({ lang }: { lang: Lang }) {
  const t = translatorFor(lang);
  return (
    <ChatButton
      openLabel={t('chat.open')}
      closeLabel={t('chat.close')}
      title={t('chat.title')}
      placeholder={t('chat.placeholder')}
      dialogCloseLabel={t('chat.close')}
      loadFailedMessage={t('chat.loadFailed')}
    />
  );
}
