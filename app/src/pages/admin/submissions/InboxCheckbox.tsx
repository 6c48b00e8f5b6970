import { Icon } from '@site/ui';
import { Checkbox, type CheckboxProps, composeRenderProps } from 'react-aria-components';
import * as styles from './submissions.css';

/**
 * RAC's checkbox with the inbox's box: the row selection in the table (`slot="selection"`) and the kinds a
 * webhook is for. The library has no checkbox of its own yet; this one stays here until a second screen needs it.
 */
export function InboxCheckbox({ children, ...rest }: CheckboxProps) {
  return (
    <Checkbox {...rest} className={styles.checkbox}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? '–' : isSelected ? <Icon name="check" size="sm" /> : null}
          </span>
          {content}
        </>
      ))}
    </Checkbox>
  );
}
