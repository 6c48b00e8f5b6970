// The one public barrel of @site/ui. Explicit named exports only, grouped by owner section, sorted by folder.
// Edit only your own section, with one small edit at a time (several people add to this file).

// --- core components ---

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
