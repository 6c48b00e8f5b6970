import { Text } from '@site/ui';
import type { ReactNode } from 'react';
import { scriptsFailedAttribute } from '../islands/earlyPresses';

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

/**
 * Said beside an island only when the page's scripts fail to load and the island never starts
 * (`islands/earlyPresses.ts`): hidden in the prerendered page, shown and announced by the page's own script.
 */
export function ScriptsFailedNote({ children }: { children: ReactNode }) {
  return (
    <Text hidden role="alert" {...{ [scriptsFailedAttribute]: '' }}>
      {children}
    </Text>
  );
}
