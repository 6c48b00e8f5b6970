import { ChatButton } from '@site/ui';
import { useT } from '../i18n/useLang';

/** The floating chat button; the dialog only holds placeholder text (spec §1: no chat exists yet). */
export function ChatWidget() {
  const t = useT();
  return (
    <ChatButton
      openLabel={t('chat.open')}
      closeLabel={t('chat.close')}
      title={t('chat.title')}
      placeholder={t('chat.placeholder')}
      dialogCloseLabel={t('chat.close')}
    />
  );
}
