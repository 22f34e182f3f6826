import ReactMarkdown from 'react-markdown';
import styles from '../voting.module.css';

/**
 * A proposal body: Markdown through react-markdown, which builds React elements (no innerHTML), drops raw
 * HTML (skipHtml) and strips javascript:/data: links with its default URL transform, so a proposal
 * cannot run script in the page.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className={styles.markdown}>
      <ReactMarkdown skipHtml>{children}</ReactMarkdown>
    </div>
  );
}
