import type { ContentPageSummary } from '@site/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminKeys } from '../adminSession';
import { ContentList } from './ContentList';
import { inAdminLanguage, inRouter, withAnswers } from './editorStory';

const pages: ContentPageSummary[] = [
  {
    id: 'about',
    name: { de: 'Über uns', en: 'About' },
    paths: { de: '/about', en: '/en/about' },
    state: 'draft',
    draft: { version: 2, updatedAt: '2026-11-27T08:00:00.000Z', updatedBy: 'ben@example.com' },
    lastPublication: { id: 'p1', publishedAt: '2026-11-20T09:30:00.000Z', publishedBy: 'anna@example.com' },
  },
  {
    id: 'nova',
    name: { de: 'NOVA', en: 'NOVA' },
    paths: { de: '/nova', en: '/en/nova' },
    state: 'published',
    lastPublication: { id: 'p2', publishedAt: '2026-11-25T14:00:00.000Z', publishedBy: 'ben@example.com' },
  },
  {
    id: 'privacy',
    name: { de: 'Datenschutzerklärung', en: 'Privacy notice' },
    paths: { de: '/privacy', en: '/en/privacy' },
    state: 'built_in',
  },
  // Products' own pages: public once published while the product is active.
  {
    id: 'product-1764000000000',
    name: { de: 'Produktseite: Aurora', en: 'Product page: Aurora' },
    paths: { de: '/solutions/aurora', en: '/en/solutions/aurora' },
    state: 'built_in',
    product: { id: '1764000000000', status: 'active' },
  },
  {
    id: 'product-1764000000001',
    name: { de: 'Produktseite: RAY', en: 'Product page: RAY' },
    paths: { de: '/solutions/ray', en: '/en/solutions/ray' },
    state: 'published',
    lastPublication: { id: 'p3', publishedAt: '2026-11-26T10:00:00.000Z', publishedBy: 'anna@example.com' },
    product: { id: '1764000000001', status: 'archived' },
  },
];

/** The Content tab: every page the studio edits, its addresses, state and last publication. */
const meta = {
  title: 'Admin/Content/ContentList',
  component: ContentList,
  decorators: [
    inAdminLanguage,
    withAnswers([[adminKeys.contentPages, { pages }]]),
    inRouter('/admin/content'),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const German: Story = { globals: { locale: 'de' } };

/** On a 320 px phone: the table scrolls sideways inside its card. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
