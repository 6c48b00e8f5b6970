import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { darkTokens } from './darkTokens';
import { lightTokens } from './lightTokens';
import { makeTheme } from './makeTheme';
import { vars } from './vars.css';

createGlobalTheme(':root', vars, makeTheme(lightTokens));
// `:root.dark` outranks `:root`, so the dark values win whenever the theme switch adds the class.
createGlobalTheme(':root.dark', vars, makeTheme(darkTokens));

// Native controls and scrollbars follow the theme too.
globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root.dark', { colorScheme: 'dark' });
