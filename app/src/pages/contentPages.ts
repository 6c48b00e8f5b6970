import type { ContentPageModel } from '@site/schemas';
import type { Localized } from '../i18n/lang';

/** A page the content studio edits. */
export interface ContentPageEntry {
  /** The page's name in each admin language, as the studio lists it. */
  name: { de: string; en: string };
  /** Its German path; the English one is under `/en`. */
  path: string;
  /**
   * Other German paths that show the same page with the same copy (`/home` beside `/`): rendered with the page's
   * copy too, so a publication holds their parts as well.
   */
  aliases?: string[];
  /** Its built-in copy (the page's content module, loaded only when asked for). */
  copy: () => Promise<Localized<unknown>>;
  /** Where the page's design bounds a list's length (`ContentPageModel.listBounds`). */
  listBounds?: ContentPageModel['listBounds'];
}

/** A programme's tiers side by side, three columns of the design (`OfferTiers`). */
const threeTiers = { min: 3, max: 3 };

/** The SOPHIE pricing table: its three packages are its columns, each with two lines of focus (spec §3). */
const sophieTableBounds = {
  'body.table.packages': { min: 3, max: 3 },
  'body.table.packages[].focus': { min: 2, max: 2 },
};

/**
 * Every page whose copy the content studio edits, by its id in the studio. A page listed here reads its copy with
 * `usePageCopy(id, builtIn)` and its head with `lazyHead(load, id)`, so a publication's copy reaches every text
 * of it; the build checks that rendering each with its built-in copy gives the page it built (prerender.ts).
 *
 * Every public page is here (contentPages.test.ts) but the forms' thank-you pages (`/survey/thanks`,
 * `/support/thanks`): they show the form's own texts, which stay built in like the form's (survey/content.ts).
 */
export const contentPages = {
  home: {
    name: { de: 'Startseite', en: 'Home' },
    path: '/',
    aliases: ['/home'],
    copy: () => import('./home/content').then((page) => page.homeContent),
  },
  solutions: {
    name: { de: 'Lösungen', en: 'Solutions' },
    path: '/solutions',
    copy: () => import('./solutions/content').then((page) => page.solutionsContent),
  },
  sophie: {
    name: { de: 'SOPHIE', en: 'SOPHIE' },
    path: '/sophie',
    copy: () => import('./sophie/content').then((page) => page.sophieContent),
    listBounds: sophieTableBounds,
  },
  'sophie-compare': {
    name: { de: 'SOPHIE-Pakete vergleichen', en: 'Compare SOPHIE packages' },
    path: '/sophie-compare',
    copy: () => import('./sophie/content').then((page) => page.sophieCompareContent),
    listBounds: sophieTableBounds,
  },
  'sophie-comparison': {
    name: { de: 'SOPHIE im Vergleich', en: 'SOPHIE compared' },
    path: '/sophie-comparison',
    copy: () => import('./sophie/content').then((page) => page.sophieComparisonContent),
    listBounds: sophieTableBounds,
  },
  nova: {
    name: { de: 'NOVA', en: 'NOVA' },
    path: '/nova',
    aliases: ['/solutions/nova'],
    copy: () => import('./nova/content').then((page) => page.novaContent),
  },
  'nova-case-study': {
    name: { de: 'NOVA-Fallstudie', en: 'NOVA case study' },
    path: '/nova/case-study',
    copy: () => import('./novaCaseStudy/content').then((page) => page.novaCaseStudyContent),
  },
  'marcus-storm': {
    name: { de: 'Marcus Storm', en: 'Marcus Storm' },
    path: '/marcus-storm',
    copy: () => import('./marcusStorm/content').then((page) => page.marcusStormContent),
    listBounds: { 'offerings.tiers': { min: 3, max: 3 } },
  },
  fuel: {
    name: { de: 'FUEL', en: 'FUEL' },
    path: '/fuel',
    copy: () => import('./fuel/content').then((page) => page.fuelContent),
    listBounds: { 'pricing.packages': { min: 3, max: 3 } },
  },
  'smo-excellence': {
    name: { de: 'SMO Excellence', en: 'SMO Excellence' },
    path: '/solutions/smo-excellence',
    copy: () => import('./smoExcellence/content').then((page) => page.smoExcellenceContent),
    listBounds: { 'pricing.offers': threeTiers },
  },
  'ic-water-principle': {
    name: { de: 'IC Wasserprinzip', en: 'IC Water Principle' },
    path: '/solutions/ic-water-principle',
    copy: () => import('./icWaterPrinciple/content').then((page) => page.icWaterPrincipleContent),
  },
  'business-wonder': {
    name: { de: 'Business Wonder', en: 'Business Wonder' },
    path: '/solutions/business-wonder',
    copy: () => import('./businessWonder/content').then((page) => page.businessWonderContent),
    listBounds: { 'boosters.items': threeTiers },
  },
  'quantum-evolution': {
    name: { de: 'Quantum Evolution System', en: 'Quantum Evolution System' },
    path: '/solutions/quantum-evolution',
    copy: () => import('./quantumEvolution/content').then((page) => page.quantumEvolutionContent),
    listBounds: { 'offers.items': threeTiers },
  },
  'master-wu': {
    name: { de: 'Master WU', en: 'Master WU' },
    path: '/solutions/master-wu',
    copy: () => import('./masterWu/content').then((page) => page.masterWuContent),
  },
  'integrated-solutions': {
    name: { de: 'Integrated Solutions', en: 'Integrated Solutions' },
    path: '/solutions/integrated-solutions',
    copy: () => import('./integratedSolutions/content').then((page) => page.integratedSolutionsContent),
  },
  'use-cases': {
    name: { de: 'Erfolgsgeschichten', en: 'Success stories' },
    path: '/use-cases',
    copy: () => import('./useCases/content').then((page) => page.useCasesContent),
    // The tabs show stories by their ids (spec §3): a story added or taken away would fall out of them.
    listBounds: { stories: { min: 14, max: 14 } },
  },
  about: {
    name: { de: 'Über uns', en: 'About' },
    path: '/about',
    copy: () => import('./about/content').then((page) => page.aboutContent),
  },
  monthly: {
    name: { de: 'Leistungen', en: 'Services' },
    path: '/monthly',
    copy: () => import('./monthly/content').then((page) => page.monthlyContent),
    // Two groups of three plans (spec §2); each plan's colours go by its id, and each group is a section.
    listBounds: { groups: { min: 2, max: 2 }, 'groups[].plans': threeTiers },
  },
  alacarte: {
    name: { de: 'À la carte', en: 'À la carte' },
    path: '/alacarte',
    copy: () => import('./alacarte/content').then((page) => page.alacarteContent),
    // One card per product, in the product's colour: the four columns of the design (spec §2).
    listBounds: { sessions: { min: 4, max: 4 } },
  },
  demo: {
    name: { de: 'Kostenlose Demo', en: 'Free demo' },
    path: '/demo',
    copy: () => import('./demo/content').then((page) => page.demoContent),
  },
  onboarding: {
    name: { de: 'Willkommen', en: 'Welcome' },
    path: '/onboarding',
    copy: () => import('./onboarding/content').then((page) => page.onboardingContent),
  },
  survey: {
    name: { de: 'Umfrage', en: 'Survey' },
    path: '/survey',
    copy: () => import('./survey/content').then((page) => page.surveyPageContent),
  },
  support: {
    name: { de: 'Support', en: 'Support' },
    path: '/support',
    copy: () => import('./support/content').then((page) => page.supportPageContent),
  },
  'terms-of-service': {
    name: { de: 'AGB', en: 'Terms' },
    path: '/terms-of-service',
    copy: () => import('./termsOfService/content').then((page) => page.termsOfServiceContent),
  },
  privacy: {
    name: { de: 'Datenschutzerklärung', en: 'Privacy notice' },
    path: '/privacy',
    copy: () => import('./privacy/content').then((page) => page.privacyContent),
  },
  'legal-notice': {
    name: { de: 'Impressum', en: 'Legal notice' },
    path: '/legal-notice',
    copy: () => import('./legalNotice/content').then((page) => page.legalNoticeContent),
  },
} satisfies Record<string, ContentPageEntry>;

export type ContentPageId = keyof typeof contentPages;

export const contentPageIds = Object.keys(contentPages) as ContentPageId[];

export const isContentPageId = (id: string): id is ContentPageId => Object.hasOwn(contentPages, id);
