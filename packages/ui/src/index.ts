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
export { ChatButton, type ChatButtonProps } from './ChatButton/ChatButton';
export { Dialog, type DialogProps, DialogTrigger, type DialogTriggerProps } from './Dialog/Dialog';
export { Modal, type ModalProps, type ModalSize, modalSizes } from './Dialog/Modal';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  type HeadingTone,
  headingLevels,
  headingSizes,
  headingTones,
} from './Heading/Heading';
export {
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  textSizes,
  textTones,
  textWeights,
} from './Heading/Text';
export { Icon, type IconName, type IconProps, type IconSize, iconNames, iconSizes } from './Icon/Icon';
export { Container, type ContainerProps, type ContainerSize, containerSizes } from './Layout/Container';
export { Grid, type GridColumnCount, type GridProps, gridColumnCounts } from './Layout/Grid';
export type { SpaceKey } from './Layout/Layout.css';
export {
  Stack,
  type StackAlign,
  type StackDirection,
  type StackJustify,
  type StackProps,
  stackAligns,
  stackDirections,
  stackJustifies,
} from './Layout/Stack';
export { Link, type LinkProps, type LinkSize, type LinkVariant, linkSizes, linkVariants } from './Link/Link';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner/Spinner';
export { breakpoints, type Breakpoint, mediaQuery, type Responsive } from './styles/breakpoints';
export { focusRing, focusRingOnFocusVisible } from './styles/focusRing.css';
export { visuallyHidden, visuallyHiddenStyle } from './styles/visuallyHidden.css';
export { Switch, type SwitchProps } from './Switch/Switch';

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
export {
  type ColorPickerLabels,
  type ColorPickerProps,
  type ColorPickerTab,
  ColorPicker,
  colorPickerTabs,
  defaultPickerHsl,
} from './ColorPicker/ColorPicker';
export {
  type ColorPreset,
  ColorPresets,
  type ColorPresetsProps,
  defaultColorPresets,
} from './ColorPresets/ColorPresets';
export { ColorSliders, type ColorSlidersProps } from './ColorSliders/ColorSliders';
export { ColorWheel, type ColorWheelProps } from './ColorWheel/ColorWheel';
export { HexColorField, type HexColorFieldProps } from './HexColorField/HexColorField';
export { PaletteSwatches, type PaletteSwatchesProps } from './PaletteSwatches/PaletteSwatches';
