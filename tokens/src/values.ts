/**
 * The token values without their stylesheets, for code that needs a colour rather than a class (the server's
 * contrast check of published colours, the stylesheet of a page read without JavaScript).
 */
export { changedDeclarations, customPropertyName } from './customProperties';
export { darkTokens } from './darkTokens';
export { lightTokens } from './lightTokens';
