import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './CertificationBadge.css';

export interface CertificationBadgeProps extends HTMLAttributes<HTMLDivElement> {
  /** e.g. "Impact Excellence Award". */
  name: string;
  description: string;
  /** Badge artwork; decorative because the name is printed beside it. */
  imageSrc?: string;
  /** Shown when there is no image. */
  icon?: ReactNode;
  /** @default 3 */
  headingLevel?: 3 | 4;
}

/** An award or certificate in the trust section. */
export function CertificationBadge({
  name,
  description,
  imageSrc,
  icon,
  headingLevel = 3,
  className,
  ...rest
}: CertificationBadgeProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={[styles.badge, className].filter(Boolean).join(' ')}>
      {(imageSrc || icon) && (
        <span className={styles.media} aria-hidden="true">
          {imageSrc ? <img className={styles.image} src={imageSrc} alt="" width={64} height={64} /> : icon}
        </span>
      )}
      <Heading className={styles.name}>{name}</Heading>
      <p className={styles.description}>{description}</p>
    </div>
  );
}
