import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ToastRegion } from './Toast';
import { type ToastContent, type ToastVariant, createToastQueue, toastVariants } from './toastQueue';

const copy: Record<'de' | 'en', Record<ToastVariant, ToastContent>> = {
  de: {
    default: { title: 'Hinweis', description: 'Ihre Einstellungen wurden übernommen.' },
    success: { title: 'Nachricht gesendet!', description: 'Wir melden uns so schnell wie möglich.' },
    destructive: {
      title: 'Bitte alle Pflichtfelder ausfüllen',
      description: 'Name, verwendete Lösung und Bewertung sind erforderlich.',
    },
  },
  en: {
    default: { title: 'Notice', description: 'Your settings were saved.' },
    success: { title: 'Message sent!', description: 'We will get back to you as soon as possible.' },
    destructive: {
      title: 'Please fill all required fields',
      description: 'Name, solution used, and rating are required.',
    },
  },
};

interface ToastStoryArgs {
  variant: ToastVariant;
  /** Shows an action button ("Undo") beside the text. */
  withAction?: boolean;
}

/** A fresh queue per story, without a timeout, so the captured frame always holds the toast. */
function ToastPreview({ variant, withAction, locale }: ToastStoryArgs & { locale: 'de' | 'en' }) {
  const [queue] = useState(() => {
    const q = createToastQueue();
    const action = withAction
      ? { label: locale === 'en' ? 'Undo' : 'Rückgängig', onAction: () => {} }
      : undefined;
    q.add({ ...copy[locale][variant], variant, action });
    return q;
  });
  return (
    <ToastRegion
      queue={queue}
      label={locale === 'en' ? 'Notifications' : 'Benachrichtigungen'}
      closeLabel={locale === 'en' ? 'Close' : 'Schließen'}
    />
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastPreview,
  args: { variant: 'default', locale: 'de' },
  // The toolbar's language sets the wording. On the docs page each story has a frame of its own, so each shows
  // its toast instead of all stacking in the page's corner.
  argTypes: { variant: { control: 'inline-radio', options: toastVariants }, locale: { control: false } },
  parameters: { screenshot: { target: 'viewport' }, docs: { story: { inline: false, height: '200px' } } },
  render: (args, { globals }) => (
    <ToastPreview
      key={`${args.variant}-${args.withAction}-${globals.locale}`}
      variant={args.variant}
      withAction={args.withAction}
      locale={globals.locale === 'en' ? 'en' : 'de'}
    />
  ),
} satisfies Meta<typeof ToastPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Success: Story = { args: { variant: 'success' } };
export const Destructive: Story = { args: { variant: 'destructive' } };
export const WithAction: Story = { args: { variant: 'default', withAction: true } };
