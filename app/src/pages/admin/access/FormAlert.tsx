import { Callout } from '@site/ui';
import { useAdminT } from '../adminMessages';

/** A form's error, announced as soon as it appears (the region is always there, so screen readers hear it). */
export function FormAlert({ message }: { message: string | undefined }) {
  const t = useAdminT();
  return (
    <div role="alert">
      {message ? (
        <Callout tone="warning" title={t('error.title')} headingLevel={2}>
          {message}
        </Callout>
      ) : null}
    </div>
  );
}
