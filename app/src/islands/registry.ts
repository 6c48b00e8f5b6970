import type { ComponentType } from 'react';
import { FaqList } from '../pages/kit/faq';
import { CurrentProduct } from '../pages/kit/productMarker';
import { ContentsLinks, SectionButton } from '../pages/kit/scrolling';
import { ChatWidget } from '../shell/ChatWidget';
import { HeaderControls } from '../shell/HeaderControls';
import { HomeScrollToTop } from '../shell/ScrollToTop';
import { ParticleCanvas } from './particles';

/**
 * Every island a prerendered page may hold, by the name its element carries (`<Island name>`). They are small and
 * most pages have several, so they load together in one file (app/vite.config.ts, the islands build).
 */
export const islands: Record<string, ComponentType<never>> = {
  'header-controls': HeaderControls,
  chat: ChatWidget,
  'home-scroll': HomeScrollToTop,
  particles: ParticleCanvas,
  'scroll-button': SectionButton,
  'page-contents': ContentsLinks,
  faq: FaqList,
  'current-product': CurrentProduct,
};
