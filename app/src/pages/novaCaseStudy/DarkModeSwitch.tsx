import { Switch } from '@site/ui';
import { useTheme } from '../../lib/theme';

/** The case study's own dark-mode switch, on the same store as the header's, so both stay in step. */
export function DarkModeSwitch({ label }: { label: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <Switch isSelected={theme === 'dark'} onChange={(dark) => setTheme(dark ? 'dark' : 'light')}>
      {label}
    </Switch>
  );
}
