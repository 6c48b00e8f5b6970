import { darkTokens, lightTokens, type Tokens, vars } from '@site/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as styles from './docs.css';

/** Flattens `color.text.muted` style paths so every colour role is listed once, in token order. */
function colourRoles(tree: object, path: string[] = []): { name: string; path: string[] }[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ name: [...path, key].join('.'), path: [...path, key] }]
      : colourRoles(value, [...path, key]),
  );
}

function lookup(tree: object, path: string[]): string {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
}

const copy = {
  en: {
    colours: 'Colour roles',
    type: 'Type scale',
    space: 'Spacing',
    sample: 'Coaching that fits your week',
    light: 'light',
    dark: 'dark',
  },
  de: {
    colours: 'Farbrollen',
    type: 'Schriftgrößen',
    space: 'Abstände',
    sample: 'Coaching, das in Ihre Woche passt',
    light: 'hell',
    dark: 'dunkel',
  },
};

type Locale = 'de' | 'en';

function ColourRoles({ locale }: { locale: Locale }) {
  const text = copy[locale];
  return (
    <div className={styles.page}>
      <section>
        <h2 className={styles.heading}>{text.colours}</h2>
        <ul className={styles.grid}>
          {colourRoles(vars.color).map(({ name, path }) => (
            <li key={name} className={styles.role}>
              {/* The chip paints the live CSS variable, so it follows the theme switch like any component. */}
              <span className={styles.chip} style={{ background: lookup(vars.color, path) }} />
              <span>
                <span className={styles.roleName}>{name}</span>
                <br />
                <span className={styles.muted}>
                  {text.light} {lookup(lightTokens.color, path)} · {text.dark}{' '}
                  {lookup(darkTokens.color, path)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function TypeScale({ locale }: { locale: Locale }) {
  const text = copy[locale];
  return (
    <div className={styles.page}>
      <section>
        <h2 className={styles.heading}>{text.type}</h2>
        {(Object.keys(vars.typography.fontSize) as (keyof Tokens['typography']['fontSize'])[]).map((size) => (
          <p key={size} className={styles.scaleRow}>
            <span className={styles.roleName}>{size}</span>
            <span className={styles.muted}>{lightTokens.typography.fontSize[size]}</span>
            <span style={{ fontSize: vars.typography.fontSize[size] }}>{text.sample}</span>
          </p>
        ))}
      </section>
    </div>
  );
}

function SpacingScale({ locale }: { locale: Locale }) {
  const text = copy[locale];
  return (
    <div className={styles.page}>
      <section>
        <h2 className={styles.heading}>{text.space}</h2>
        {(Object.keys(vars.space) as (keyof Tokens['space'])[]).map((step) => (
          <p key={step} className={styles.scaleRow}>
            <span className={styles.roleName}>{step}</span>
            <span className={styles.muted}>{lightTokens.space[step]}</span>
            <span className={styles.spaceBar} style={{ width: vars.space[step] }} />
          </p>
        ))}
      </section>
    </div>
  );
}

const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'en' ? 'en' : 'de');

// Three stories rather than one long page: each fits the capture viewport of the screenshot harness.
const meta = {
  title: 'Docs/Tokens',
  render: (_args, { globals }) => <ColourRoles locale={localeOf(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every semantic colour role; the chip shows the active theme, the text lists both. */
export const ColourRolesStory: Story = { name: 'Colour roles' };

export const TypeScaleStory: Story = {
  name: 'Type scale',
  render: (_args, { globals }) => <TypeScale locale={localeOf(globals)} />,
};

export const SpacingStory: Story = {
  name: 'Spacing',
  render: (_args, { globals }) => <SpacingScale locale={localeOf(globals)} />,
};
