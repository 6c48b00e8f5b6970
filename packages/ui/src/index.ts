// The one public barrel of @site/ui. Explicit named exports only, grouped by owner section, sorted by folder.
// Edit only your own section, with one small edit at a time (several people add to this file).

// --- core components ---
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button/Button';
export { Icon, type IconName, type IconProps, type IconSize, iconNames, iconSizes } from './Icon/Icon';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner/Spinner';
export { breakpoints, type Breakpoint, mediaQuery, type Responsive } from './styles/breakpoints';
export { focusRing, focusRingOnFocusVisible } from './styles/focusRing.css';
export { visuallyHidden, visuallyHiddenStyle } from './styles/visuallyHidden.css';

// --- marketing components ---
export {
  type FeatureItem,
  FeatureList,
  type FeatureListColumns,
  type FeatureListProps,
  featureListColumns,
} from './FeatureList/FeatureList';
export { ParticleCanvas, type ParticleCanvasProps } from './ParticleCanvas/ParticleCanvas';
export {
  type PricingRowLabels,
  PricingTable,
  type PricingTableProps,
  type PricingTier,
} from './PricingTable/PricingTable';
export { type ProcessStep, ProcessSteps, type ProcessStepsProps } from './ProcessSteps/ProcessSteps';
export { StatCard, type StatCardProps, type StatCardTone, statCardTones } from './StatCard/StatCard';
export { StoryCard, type StoryCardProps } from './StoryCard/StoryCard';

// --- colour tools ---
