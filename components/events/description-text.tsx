import styles from './description-text.module.css';

/** Texts longer than this get Read More (about 300 px of text on a phone). */
export const READ_MORE_MIN_CHARACTERS = 480;
const READ_MORE_MIN_LINES = 9;

export function isLongText(text: string): boolean {
  return text.length > READ_MORE_MIN_CHARACTERS || text.split('\n').length > READ_MORE_MIN_LINES;
}

/** Plain text as the organizer typed it: blank lines make paragraphs, single newlines stay. */
export function DescriptionText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={styles.text}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
