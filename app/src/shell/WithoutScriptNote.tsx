import { Text } from '@site/ui';
import type { ReactNode } from 'react';

/**
 * Said in place of an island marked `needsScript`, only to a visitor whose browser runs no JavaScript
 * (`islands/withoutScript.ts`).
 */
export function WithoutScriptNote({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <Text>{children}</Text>
    </noscript>
  );
}
