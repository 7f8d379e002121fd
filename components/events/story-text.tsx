import { DescriptionText, isLongText } from './description-text';
import { ReadMore } from './read-more';
import styles from './read-more.module.css';

/**
 * A description as the public pages show it: a long one behind Read More (a client island), a
 * short one as plain HTML, with nothing for the browser to run or the page's data to carry.
 */
export function StoryText({ text }: { text: string }) {
  if (!isLongText(text)) {
    return (
      <div className={styles.text}>
        <DescriptionText text={text} />
      </div>
    );
  }
  return (
    <ReadMore>
      <DescriptionText text={text} />
    </ReadMore>
  );
}
