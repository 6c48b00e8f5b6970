import type { ComponentType } from 'react';

type IslandModule = () => Promise<ComponentType<never>>;

/**
 * Every island a prerendered page may hold, by the name its element carries (`<Island name>`), with the code that
 * hydrates it. Each loads on its own, so a page fetches only the islands it has.
 */
export const islands: Record<string, IslandModule> = {
  'header-controls': () => import('../shell/HeaderControls').then((module) => module.HeaderControls),
  chat: () => import('../shell/ChatWidget').then((module) => module.ChatWidget),
  'home-scroll': () => import('../shell/ScrollToTop').then((module) => module.HomeScrollToTop),
  particles: () => import('./particles').then((module) => module.ParticleCanvas),
};
