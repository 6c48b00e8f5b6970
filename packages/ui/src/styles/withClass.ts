import { composeRenderProps } from 'react-aria-components';

/** A part's own class, then the caller's `className` (a string, or RAC's function of the part's state). */
export function withClass<State>(
  own: string,
  custom: string | ((state: State & { defaultClassName: string | undefined }) => string) | undefined,
) {
  return composeRenderProps(custom, (given) => [own, given].filter(Boolean).join(' '));
}
