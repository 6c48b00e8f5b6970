import { productIds } from '@site/catalogue';
import { contrastRatio, WCAG_AA } from '@site/color';
import { describe, expect, it } from 'vitest';
import { darkTokens } from './darkTokens';
import { lightTokens } from './lightTokens';
import { productThemes } from './productThemes';
import type { ColorTokens } from './tokenType';

type Pair = [name: string, foreground: string, background: string, minimum: number];

const readingSurfaces = ['page', 'raised', 'sunken'] as const;

/** Every foreground/background pairing the token docs promise, named so a failure says which one broke. */
function themePairs(c: ColorTokens): Pair[] {
  const pairs: Pair[] = [];
  for (const surface of readingSurfaces) {
    const bg = c.surface[surface];
    pairs.push(
      [`text.default on surface.${surface}`, c.text.default, bg, WCAG_AA.text],
      [`text.muted on surface.${surface}`, c.text.muted, bg, WCAG_AA.text],
      [`text.link on surface.${surface}`, c.text.link, bg, WCAG_AA.text],
      [`accent.text on surface.${surface}`, c.accent.text, bg, WCAG_AA.text],
      [`border.strong vs surface.${surface}`, c.border.strong, bg, WCAG_AA.nonText],
      [`focusRing vs surface.${surface}`, c.focusRing, bg, WCAG_AA.nonText],
    );
    for (const [state, colours] of Object.entries(c.state)) {
      pairs.push([`state.${state}.text on surface.${surface}`, colours.text, bg, WCAG_AA.text]);
    }
  }
  pairs.push(
    ['text.inverse on surface.inverse', c.text.inverse, c.surface.inverse, WCAG_AA.text],
    ['text.onAccent on accent.solid', c.text.onAccent, c.accent.solid, WCAG_AA.text],
    ['text.onAccent on accent.solidHover', c.text.onAccent, c.accent.solidHover, WCAG_AA.text],
    ['text.onAccent on accent.secondary', c.text.onAccent, c.accent.secondary, WCAG_AA.text],
    ['text.onAccent on accent.secondaryHover', c.text.onAccent, c.accent.secondaryHover, WCAG_AA.text],
    ['text.default on accent.soft', c.text.default, c.accent.soft, WCAG_AA.text],
    ['accent.text on accent.soft', c.accent.text, c.accent.soft, WCAG_AA.text],
    ['accent.solid vs surface.page', c.accent.solid, c.surface.page, WCAG_AA.nonText],
  );
  for (const [state, colours] of Object.entries(c.state)) {
    pairs.push(
      [`state.${state}.text on state.${state}.soft`, colours.text, colours.soft, WCAG_AA.text],
      [`text.onAccent on state.${state}.solid`, c.text.onAccent, colours.solid, WCAG_AA.text],
      [`state.${state}.solid vs surface.page`, colours.solid, c.surface.page, WCAG_AA.nonText],
    );
  }
  return pairs;
}

describe.each([
  ['light', lightTokens.color],
  ['dark', darkTokens.color],
])('%s theme meets WCAG 2 AA', (_theme, colours) => {
  it.each(themePairs(colours))('%s', (_name, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('product themes meet WCAG 2 AA', () => {
  const pairs: Pair[] = productIds.flatMap((id) => {
    const t = productThemes[id];
    return [
      [`${id}: onPrimary on primary`, t.onPrimaryColor, t.primaryColor, WCAG_AA.text],
      [`${id}: onPrimary on gradientFrom`, t.onPrimaryColor, t.gradientFrom, WCAG_AA.text],
      [`${id}: onPrimary on gradientTo`, t.onPrimaryColor, t.gradientTo, WCAG_AA.text],
      ...readingSurfaces.flatMap((surface): Pair[] => [
        [
          `${id}: textColorLight on light surface.${surface}`,
          t.textColorLight,
          lightTokens.color.surface[surface],
          WCAG_AA.text,
        ],
        [
          `${id}: textColorDark on dark surface.${surface}`,
          t.textColorDark,
          darkTokens.color.surface[surface],
          WCAG_AA.text,
        ],
      ]),
    ] satisfies Pair[];
  });
  it.each(pairs)('%s', (_name, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
