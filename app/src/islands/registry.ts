import type { ComponentType } from 'react';
import { FaqList } from '../pages/kit/faq';
import { MarcusStormControls } from '../pages/marcusStorm/MarcusStormControls';
import { CurrentProduct } from '../pages/kit/productMarker';
import { ContentsLinks, SectionButton } from '../pages/kit/scrolling';
import { ChatWidget } from '../shell/ChatWidget';
import { HeaderControls } from '../shell/HeaderControls';
import { HomeScrollToTop } from '../shell/ScrollToTop';
import { ParticleCanvas } from './particles';

type IslandComponent = ComponentType<never>;

/**
 * Every island a prerendered page may hold, by the name its element carries (`<Island name>`). They are small and
 * load together in one file (app/vite.config.ts, the islands build): with Vite 8's chunking, an island loaded on
 * its own split the shared code into more files, and their requests cost more than the code they saved.
 */
export const islands: Record<string, IslandComponent> = {
  'header-controls': HeaderControls,
  chat: ChatWidget,
  'home-scroll': HomeScrollToTop,
  particles: ParticleCanvas,
  'scroll-button': SectionButton,
  'page-contents': ContentsLinks,
  faq: FaqList,
  'current-product': CurrentProduct,
  'marcus-storm-page': MarcusStormControls,
};
