import { Alert, Button, Skeleton, theme, Typography } from 'antd';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { languageFromAcceptHeader } from '@shared/validation/language';
import type { LegalBlock, LegalDocument, LegalDocumentId } from './legalDocuments';
import { useLegalDocuments } from './useLegalDocuments';

export interface LegalDocumentViewProps {
  document: LegalDocumentId;
}

/** Below this many sections a document reads in one glance and a contents list is only noise. */
const MIN_SECTIONS_FOR_CONTENTS = 8;

/** E-mail addresses and www. hosts in the texts become links, so the data stays plain text. */
const LINKABLE = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|www\.[\w-]+(?:\.[\w-]+)+)/;

function linkify(text: string): ReactNode[] {
  // split() with a capturing group puts every match at an odd index.
  return text.split(LINKABLE).map((part, index) => {
    if (index % 2 === 0) return part;
    const email = part.includes('@');
    return (
      <a
        key={index}
        href={email ? `mailto:${part}` : `https://${part}`}
        target={email ? undefined : '_blank'}
        rel="noreferrer"
      >
        {part}
      </a>
    );
  });
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{linkify(block)}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{linkify(item)}</li>
        ))}
      </ul>
    );
  }
  // Inline "term: explanation", as the explanations are written to follow their term.
  return (
    <dl style={styles.definitions}>
      {block.definitions.map(({ term, text }) => (
        <div key={term} style={styles.definition}>
          <dt style={styles.term}>{term}:</dt> <dd style={styles.description}>{linkify(text)}</dd>
        </div>
      ))}
    </dl>
  );
}

/*
 * Contents links scroll with scrollIntoView instead of following the hash: the router owns the URL,
 * and inside the register form's modal the scrolling element is the modal, not the window, which
 * scrollIntoView handles whatever the container. Focus moves to the heading so keyboard and screen
 * reader users continue reading from there.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const heading = event.currentTarget.ownerDocument.getElementById(targetId);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

function Contents({ documentId, content }: { documentId: LegalDocumentId; content: LegalDocument }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const labelId = `${documentId}-contents`;
  return (
    <nav
      aria-labelledby={labelId}
      style={{ ...styles.contents, background: token.colorFillAlter, borderRadius: token.borderRadiusLG }}
    >
      <h2 id={labelId} style={styles.contentsLabel}>
        {intl.formatMessage({ id: 'legal.contents' })}
      </h2>
      <ul style={styles.contentsList}>
        {content.sections.map((section) => {
          const targetId = `${documentId}-${section.id}`;
          return (
            <li key={section.id} style={styles.contentsItem}>
              <a href={`#${targetId}`} onClick={(event) => jumpTo(event, targetId)}>
                {section.heading}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Article({ documentId, content }: { documentId: LegalDocumentId; content: LegalDocument }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const titleId = `${documentId}-title`;
  const updated = intl.formatDate(content.updated, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <Typography component="article" aria-labelledby={titleId} style={styles.article}>
      <header style={styles.header}>
        <h1 id={titleId} style={styles.title}>
          {content.title}
        </h1>
        <p style={{ ...styles.updated, color: token.colorTextSecondary }}>
          {intl.formatMessage(
            { id: 'legal.updated' },
            {
              date: (
                <time key="date" dateTime={content.updated}>
                  {updated}
                </time>
              ),
            },
          )}
        </p>
      </header>
      {content.intro.map((paragraph) => (
        <p key={paragraph} style={styles.intro}>
          {linkify(paragraph)}
        </p>
      ))}
      {content.sections.length >= MIN_SECTIONS_FOR_CONTENTS && <Contents documentId={documentId} content={content} />}
      {content.sections.map((section) => {
        const headingId = `${documentId}-${section.id}`;
        return (
          <section key={section.id} aria-labelledby={headingId}>
            {/* tabIndex -1: a contents link can move focus here without adding a tab stop. */}
            <h2 id={headingId} tabIndex={-1} style={styles.sectionHeading}>
              {section.heading}
            </h2>
            {section.content.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        );
      })}
    </Typography>
  );
}

/**
 * One legal document (about, privacy or terms) in the interface's language. Carries no page chrome,
 * so it fits a page or a modal alike: the legal pages and the registration form's terms modal both
 * show it, which is why it is a shared component. The texts are fetched as a separate chunk on first use.
 */
export function LegalDocumentView({ document: documentId }: LegalDocumentViewProps) {
  const intl = useIntl();
  // The header parser narrows any language tag to a supported Language, Italian by default.
  const state = useLegalDocuments(languageFromAcceptHeader(intl.locale));

  if (state.status === 'pending') {
    return (
      <div role="status" aria-label={intl.formatMessage({ id: 'legal.loading' })} style={styles.article}>
        <Skeleton active title paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        style={styles.article}
        title={intl.formatMessage({ id: 'legal.loadError' })}
        action={
          <Button size="small" onClick={state.retry}>
            {intl.formatMessage({ id: 'legal.retry' })}
          </Button>
        }
      />
    );
  }
  return <Article documentId={documentId} content={state.documents[documentId]} />;
}

const styles = {
  // About 70 characters a line reads comfortably; the width shrinks with the screen on phones.
  article: { maxWidth: '70ch', marginInline: 'auto', fontSize: 16, lineHeight: 1.7, overflowWrap: 'anywhere' },
  header: { marginBottom: 24 },
  // The default h1 (38px) wraps badly at 390px for "Informativa sulla privacy".
  title: { fontSize: 'clamp(1.75rem, 1.2rem + 2.4vw, 2.375rem)', lineHeight: 1.2, marginBottom: 8 },
  updated: { margin: 0, fontSize: 14 },
  intro: { fontSize: 18, lineHeight: 1.6 },
  contents: { padding: '16px 20px', margin: '24px 0 8px' },
  contentsLabel: { fontSize: 14, textTransform: 'uppercase', letterSpacing: '0.06em', margin: '0 0 8px' },
  // Columns of ~30ch give two columns on a desktop and one on a phone without a media query.
  contentsList: { listStyle: 'none', columnWidth: '30ch', columnGap: 32, margin: 0 },
  contentsItem: { breakInside: 'avoid', margin: 0, padding: '2px 0', fontSize: 15 },
  // Keeps a heading reached from the contents clear of a sticky app header.
  sectionHeading: { fontSize: 22, lineHeight: 1.3, scrollMarginTop: 80 },
  definitions: { margin: '0 0 1em' },
  definition: { marginBottom: 10 },
  term: { display: 'inline', fontWeight: 600 },
  description: { display: 'inline', marginInlineStart: 0 },
} satisfies Record<string, CSSProperties>;
