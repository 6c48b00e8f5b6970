import * as styles from './controls.css';

/**
 * The anti-spam honeypot: people never see or reach it (off-screen, out of the tab order, hidden from assistive
 * tech), so anything typed into it came from a bot filling every input.
 */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
