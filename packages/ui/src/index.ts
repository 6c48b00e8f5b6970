// The public barrel of @site/ui: explicit named exports, sorted by folder.

export {
  AlertDialog,
  type AlertDialogProps,
  type AlertDialogVariant,
  alertDialogVariants,
} from './AlertDialog/AlertDialog';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './Badge/Badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button/Button';
export { Callout, type CalloutProps, type CalloutTone, calloutTones } from './Callout/Callout';
export { Card, type CardProps, type CardVariant, cardVariants } from './Card/Card';
export { CertificationBadge, type CertificationBadgeProps } from './CertificationBadge/CertificationBadge';
export { ChatButton, type ChatButtonProps } from './ChatButton/ChatButton';
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
export {
  ContrastBadge,
  type ContrastBadgeLabels,
  type ContrastBadgeProps,
  englishContrastLabels,
} from './ContrastBadge/ContrastBadge';
export {
  type ContrastGridColor,
  type ContrastGridLabels,
  type ContrastGridPair,
  ContrastGrid,
  type ContrastGridProps,
} from './ContrastGrid/ContrastGrid';
export { CtaBanner, type CtaBannerProps, type CtaBannerTone, ctaBannerTones } from './CtaBanner/CtaBanner';
export { DashboardCard, type DashboardCardProps } from './DashboardCard/DashboardCard';
export { Dialog, type DialogProps, DialogTrigger, type DialogTriggerProps } from './Dialog/Dialog';
export { Modal, type ModalProps, type ModalSize, modalSizes } from './Dialog/Modal';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { Faq, type FaqItem, type FaqProps } from './Faq/Faq';
export {
  type FeatureItem,
  FeatureList,
  type FeatureListColumns,
  type FeatureListProps,
  type FeatureListSize,
  featureListColumns,
  featureListSizes,
} from './FeatureList/FeatureList';
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
export { Hero, type HeroProps } from './Hero/Hero';
export { HexColorField, type HexColorFieldProps } from './HexColorField/HexColorField';
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
export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './NativeSelect/NativeSelect';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export { NumberedCard, type NumberedCardProps } from './NumberedCard/NumberedCard';
export { OfferCard, type OfferCardProps } from './OfferCard/OfferCard';
export {
  maxOklchChroma,
  OklchSliders,
  type OklchSlidersLabels,
  type OklchSlidersProps,
} from './OklchSliders/OklchSliders';
export { PaletteSwatches, type PaletteSwatchesProps } from './PaletteSwatches/PaletteSwatches';
export { ParticleCanvas, type ParticleCanvasProps } from './ParticleCanvas/ParticleCanvas';
export { PlanCard, type PlanCardProps } from './PlanCard/PlanCard';
export { PriceTag, type PriceTagProps, type PriceTagSize, priceTagSizes } from './PriceTag/PriceTag';
export {
  type PricingRowLabels,
  PricingTable,
  type PricingTableProps,
  type PricingTier,
} from './PricingTable/PricingTable';
export { type ProcessStep, ProcessSteps, type ProcessStepsProps } from './ProcessSteps/ProcessSteps';
export { ProfileCard, type ProfileCardProps } from './ProfileCard/ProfileCard';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export {
  Section,
  type SectionProps,
  type SectionSpacing,
  type SectionTone,
  sectionSpacings,
  sectionTones,
} from './Section/Section';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { SessionCard, type SessionCardProps } from './SessionCard/SessionCard';
export { SolutionCard, type SolutionCardProps } from './SolutionCard/SolutionCard';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner/Spinner';
export { StarRating, type StarRatingProps, starRatingMax } from './StarRating/StarRating';
export { StatCard, type StatCardProps, type StatCardTone, statCardTones } from './StatCard/StatCard';
export { StoryCard, type StoryCardProps } from './StoryCard/StoryCard';
export { breakpoints, type Breakpoint, mediaQuery, type Responsive } from './styles/breakpoints';
export { focusRing, focusRingOnFocusVisible } from './styles/focusRing.css';
export { visuallyHidden, visuallyHiddenStyle } from './styles/visuallyHidden.css';
export { Switch, type SwitchProps } from './Switch/Switch';
export {
  Cell,
  Column,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  type TableBodyWithEmptyProps,
  TableHeader,
} from './Table/Table';
export {
  TableOfContents,
  type TableOfContentsEntry,
  type TableOfContentsProps,
} from './TableOfContents/TableOfContents';
export {
  type Key,
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs/Tabs';
export { TestimonialCard, type TestimonialCardProps } from './TestimonialCard/TestimonialCard';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { swipeDismissThreshold, ToastRegion, type ToastRegionProps } from './Toast/Toast';
export {
  addToast,
  createToastQueue,
  defaultToastTimeout,
  showToast,
  type ToastContent,
  type ToastVariant,
  toastQueue,
  toastVariants,
} from './Toast/toastQueue';
export {
  type VisionSimulation,
  type VisionSimulationLabels,
  VisionSimulationSwitch,
  type VisionSimulationSwitchProps,
  type VisionSimulationValue,
  visionSimulations,
} from './VisionSimulationSwitch/VisionSimulationSwitch';
