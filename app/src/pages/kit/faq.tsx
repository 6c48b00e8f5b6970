import { Faq } from '@site/ui';
import { Island } from '../../islands/Island';

interface PageFaqProps {
  /** Each question with the id its disclosure carries, answers as text. */
  items: { id: string; question: string; answer: string }[];
}

/** A page's frequently asked questions: the library's disclosures, an island of their own. */
export function PageFaq({ items }: PageFaqProps) {
  return <Island name="faq" component={FaqList} props={{ items }} />;
}

/** The island's content. */
export function FaqList({ items }: PageFaqProps) {
  return <Faq items={items} />;
}
