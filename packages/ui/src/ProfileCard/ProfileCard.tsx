import { type HTMLAttributes, useId } from 'react';
import * as styles from './ProfileCard.css';

export interface ProfileCardProps extends HTMLAttributes<HTMLElement> {
  name: string;
  /** e.g. "AI coach for decision makers" (not `role`, which is the ARIA attribute). */
  jobTitle: string;
  bio: string;
  credentials?: readonly string[];
  /** Heading above the credentials, e.g. "Credentials" / "Qualifikationen". */
  credentialsTitle?: string;
  /** Portrait; decorative because the name is right next to it. */
  imageSrc?: string;
  /** @default 3 */
  headingLevel?: 2 | 3;
}

/** The expert behind an offer: portrait, name, role, a short bio and credentials. */
export function ProfileCard({
  name,
  jobTitle,
  bio,
  credentials = [],
  credentialsTitle,
  imageSrc,
  headingLevel = 3,
  className,
  ...rest
}: ProfileCardProps) {
  const credentialsId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={[styles.card, className].filter(Boolean).join(' ')}>
      {imageSrc && <img className={styles.portrait} src={imageSrc} alt="" width={128} height={128} />}
      <div className={styles.body}>
        <Heading className={styles.name}>{name}</Heading>
        <p className={styles.jobTitle}>{jobTitle}</p>
        <p className={styles.bio}>{bio}</p>
        {credentials.length > 0 && (
          <>
            {credentialsTitle && (
              <p id={credentialsId} className={styles.credentialsTitle}>
                {credentialsTitle}
              </p>
            )}
            <ul className={styles.credentials} aria-labelledby={credentialsTitle ? credentialsId : undefined}>
              {credentials.map((credential, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lists of text are positional, and a text may repeat (published copy).
                <li key={index}>{credential}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </article>
  );
}
