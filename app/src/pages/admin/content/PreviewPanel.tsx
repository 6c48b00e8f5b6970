import { Button } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { AdminCard } from '../AdminCard';
import * as styles from './content.css';
import { useContentT } from './contentMessages';

const frameSizes = { phone: { width: 375, height: 740 }, desktop: { width: 1280, height: 800 } } as const;
type FrameWidth = keyof typeof frameSizes;
export type PreviewLang = 'de' | 'en';
export type PreviewTheme = 'light' | 'dark';

/** The preview's address: the page rendered with its saved draft (or live copy) by the API, as HTML. */
export const previewUrl = (pageId: string, lang: PreviewLang, theme: PreviewTheme) =>
  `/api/admin/content/pages/${encodeURIComponent(pageId)}/preview?lang=${lang}&theme=${theme}`;

/** One of a few choices, as a row of radio buttons (React Aria's RadioGroup: arrow keys move between them). */
function Choice<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: { id: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <RadioGroup
      className={styles.segmented}
      value={value}
      orientation="horizontal"
      onChange={(next) => onChange(next as Value)}
    >
      <Label className={styles.choiceLabel}>{label}</Label>
      <div className={styles.segmentedOptions}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.segment}>
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** How far a page of `width` pixels is scaled down to fit the panel it is shown in. */
function useFitScale(width: number) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(width);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { box, scale: Math.min(1, available / width) };
}

/**
 * The page as the server renders it with the saved draft, in a frame where nothing runs (`sandbox` without
 * scripts), in either language and theme, as wide as a phone or a desktop (scaled down to fit). `version` names
 * what was last saved: the frame loads again after each save.
 */
export function PreviewPanel({
  pageId,
  name,
  version,
  onClose,
  source = (lang, theme) => previewUrl(pageId, lang, theme),
}: {
  pageId: string;
  name: string;
  version: string;
  onClose: () => void;
  /** Where the frame loads the page from (a story shows a stand-in). @default the API's preview */
  source?: (lang: PreviewLang, theme: PreviewTheme) => string;
}) {
  const t = useContentT();
  const [lang, setLang] = useState<PreviewLang>('de');
  const [theme, setTheme] = useState<PreviewTheme>('light');
  const [width, setWidth] = useState<FrameWidth>('desktop');
  const size = frameSizes[width];
  const { box, scale } = useFitScale(size.width);
  return (
    <AdminCard
      title={t('preview.title')}
      description={t('preview.lead')}
      action={
        <Button variant="outline" onPress={onClose}>
          {t('preview.close')}
        </Button>
      }
    >
      <div className={styles.previewControls}>
        <Choice
          label={t('preview.language')}
          value={lang}
          onChange={setLang}
          options={[
            { id: 'de', label: t('lang.de') },
            { id: 'en', label: t('lang.en') },
          ]}
        />
        <Choice
          label={t('preview.theme')}
          value={theme}
          onChange={setTheme}
          options={[
            { id: 'light', label: t('preview.light') },
            { id: 'dark', label: t('preview.dark') },
          ]}
        />
        <Choice
          label={t('preview.width')}
          value={width}
          onChange={setWidth}
          options={[
            { id: 'phone', label: t('preview.phone') },
            { id: 'desktop', label: t('preview.desktop') },
          ]}
        />
      </div>
      <div ref={box} className={styles.previewBox}>
        <div
          className={styles.previewViewport}
          style={{ width: size.width * scale, height: size.height * scale }}
        >
          <iframe
            key={version}
            className={styles.previewFrame}
            src={source(lang, theme)}
            sandbox="allow-same-origin"
            title={t('preview.frame', {
              name,
              lang: t(`lang.${lang}`),
              theme: t(`preview.${theme}`),
              width: t(`preview.${width}`),
            })}
            width={size.width}
            height={size.height}
            style={{ transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </AdminCard>
  );
}
