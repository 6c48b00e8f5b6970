import { Button, Stack, Text } from '@site/ui';
import { useAdminT } from './adminMessages';

/** What an admin screen shows when its data could not be loaded: said as an alert, with "Try again" when it can. */
export function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  const t = useAdminT();
  return (
    <Stack gap="2" align="start">
      <Text role="alert">{t('shell.loadFailed')}</Text>
      {onRetry ? (
        <Button variant="outline" onPress={onRetry}>
          {t('shell.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}
