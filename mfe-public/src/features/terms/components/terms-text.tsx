import { parseTerms } from '../utils/parse-terms';
import * as styles from './terms.module.css';

/** The terms' body: stored as plain text, shown as headings, lists and paragraphs (React escapes it). */
export function TermsText({ content }: { content: string }) {
  return (
    <div className={styles.text}>
      {parseTerms(content).map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} className={styles.heading}>
            {block.text}
          </h2>
        ) : block.kind === 'list' ? (
          <ul key={index} className={styles.list}>
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}
