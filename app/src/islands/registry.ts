import type { ComponentType } from 'react';
import { FaqList } from '../pages/kit/faq';
import { MarcusStormControls } from '../pages/marcusStorm/MarcusStormControls';
import { CurrentProduct } from '../pages/kit/productMarker';
import { ContentsLinks, SectionAnchor } from '../pages/kit/scrolling';
import { ChatWidget } from '../shell/ChatWidget';
import { HeaderControls } from '../shell/HeaderControls';
import { HomeScrollToTop } from '../shell/ScrollToTop';
import { nextTask } from './nextTask';
import { ParticleCanvas } from './particles';

type IslandComponent = ComponentType<never>;

/**
 * The islands of the site's shell and page kit, by the name their element carries (`<Island name>`). They are small
 * and load together in one file (app/vite.config.ts, the islands build): each extra file costs a request.
 */
export const islands: Record<string, IslandComponent> = {
  'header-controls': HeaderControls,
  chat: ChatWidget,
  'home-scroll': HomeScrollToTop,
  particles: ParticleCanvas,
  'section-link': SectionAnchor,
  'page-contents': ContentsLinks,
  faq: FaqList,
  'current-product': CurrentProduct,
  'marcus-storm-page': MarcusStormControls,
};

/**
 * Islands that only one page holds, with forms, fields or switches the others need not download: each loads on its
 * own when its page has one.
 */
export const pageIslands: Record<string, () => Promise<IslandComponent>> = {
  'roi-calculator': () => import('../pages/fuel/RoiCalculator').then((module) => module.RoiCalculator),
  'story-browser': () => import('../pages/useCases/StoryBrowser').then((module) => module.StoryBrowser),
  'dark-mode-switch': () =>
    import('../pages/novaCaseStudy/DarkModeSwitch').then((module) => module.DarkModeSwitch),
  'survey-form': () =>
    afterFormLibraries(() =>
      import('../pages/survey/SurveyFormIsland').then((module) => module.SurveyFormIsland),
    ),
  'support-form': () =>
    afterFormLibraries(() =>
      import('../pages/support/SupportFormIsland').then((module) => module.SupportFormIsland),
    ),
  'admin-sign-in': () =>
    afterFormLibraries(() =>
      import('../pages/admin/access/SignInIsland').then((module) => module.SignInIsland),
    ),
};

/**
 * A form island's code, evaluated in steps of a task each (the validation library, the form library, then the
 * form): evaluated at once it made one task too long for a 4× slower phone.
 */
async function afterFormLibraries<T>(form: () => Promise<T>): Promise<T> {
  await import('yup');
  await nextTask();
  await import('formik');
  await nextTask();
  return form();
}
