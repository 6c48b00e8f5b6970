import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { storyTestAnnotations } from '../tests/support/story-setup';
import * as projectAnnotations from './preview';

// a11y first, so axe sees the story before the screenshot hook flips the theme back and forth.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, storyTestAnnotations]);
