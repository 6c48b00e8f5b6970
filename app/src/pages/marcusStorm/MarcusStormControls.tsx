import { Button } from '@site/ui';
import { useEffect } from 'react';
import { scrollBehavior } from '../kit/scrolling';
import * as styles from './marcusStorm.css';

/** Lets site-wide styles and analytics tell the leadership page apart while it is shown (spec §2). */
export const marcusStormPageClass = 'page-marcus-storm';

/**
 * What answers on the leadership page: the class on `<html>` while the page is shown and the back-to-top button.
 * An island.
 */
export function MarcusStormControls({ backToTopLabel }: { backToTopLabel: string }) {
  useEffect(() => {
    document.documentElement.classList.add(marcusStormPageClass);
    return () => document.documentElement.classList.remove(marcusStormPageClass);
  }, []);
  return (
    <Button
      variant="secondary"
      className={styles.upButton}
      aria-label={backToTopLabel}
      onPress={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <span aria-hidden="true">↑</span>
    </Button>
  );
}
