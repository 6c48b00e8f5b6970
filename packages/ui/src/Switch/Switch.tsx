import {
  composeRenderProps,
  Switch as RACSwitch,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import { withClass } from '../styles/withClass';
import { switchRoot, thumb, track } from './Switch.css';

export interface SwitchProps extends RACSwitchProps {}

/**
 * An on/off switch (role `switch`) with its label beside it; pass the label as children. Space toggles it,
 * and the label is part of the hit area.
 */
export function Switch({ className, children, ...rest }: SwitchProps) {
  return (
    <RACSwitch {...rest} className={withClass(switchRoot, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={track} aria-hidden="true">
            <span className={thumb} />
          </span>
          {content}
        </>
      ))}
    </RACSwitch>
  );
}
