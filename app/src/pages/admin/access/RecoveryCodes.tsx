import { Button, Link, Stack, Text } from '@site/ui';
import { useState } from 'react';
import { useAccessT } from './accessMessages';
import * as styles from './access.css';

/** Ten recovery codes, shown once, with ways to keep them and a button to move on once they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useAccessT();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Stack gap="4">
      <ol className={styles.codes} aria-label={t('recovery.title')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Stack direction="row" gap="2" wrap>
        <Button
          variant="outline"
          onPress={async () => {
            await navigator.clipboard.writeText(text).catch(() => undefined);
            setCopied(true);
          }}
        >
          {t('recovery.copy')}
        </Button>
        <Link href={download} download="smo-admin-recovery-codes.txt" variant="standalone">
          {t('recovery.download')}
        </Link>
      </Stack>
      <div role="status">{copied ? <Text size="sm">{t('recovery.copied')}</Text> : null}</div>
      <Button onPress={onDone} fullWidth>
        {t('recovery.done')}
      </Button>
    </Stack>
  );
}
