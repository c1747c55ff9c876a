import Markdoc, { type Node as MarkdocNode } from '@markdoc/markdoc';
import { PageLink } from '@/components/ui/page-link';
import { PageHeader } from '@/components/layout/page-header';
import { headingText } from '@/components/ui/policy-prose';
import { Prose } from '@/components/ui/prose';
import { staticRoutes } from '@/config/routes';
import { pageMetadata } from '@/lib/metadata';
import { readCopy } from '@/lib/site-copy';
import styles from './accessibility-policies.module.css';

export const metadata = pageMetadata(staticRoutes.accessibilityPolicies);

/** The page's text (content/accessibility-policies.mdoc): the introduction, then from its heading on, the contact block. */
function parts(body: MarkdocNode) {
  const split = body.children.findIndex((child) => child.type === 'heading');
  const intro = split < 0 ? body.children : body.children.slice(0, split);
  const heading = split < 0 ? undefined : body.children[split];
  const contact = split < 0 ? [] : body.children.slice(split + 1);
  // The introduction's paragraphs carry the page's lead style.
  const lead = intro.map((node) => (node.type === 'paragraph' ? Object.assign(Object.create(Object.getPrototypeOf(node)), node, { attributes: { ...node.attributes, class: styles.intro } }) : node));
  return {
    intro: new Markdoc.Ast.Node('document', {}, lead),
    contactHeading: heading ? headingText(heading) : '',
    contact: new Markdoc.Ast.Node('document', {}, contact),
  };
}

export default function AccessibilityPoliciesPage() {
  const copy = readCopy('accessibilityPolicies');
  const { intro, contactHeading, contact } = parts(copy.body);
  return (
    <>
      <PageHeader title={copy.title} shade />
      <div className="container section">
        <Prose node={intro} />
        <ul className={styles.cards} aria-label={copy.cardsLabel}>
          {copy.documents.map(({ page, description }) => {
            const route = staticRoutes[page];
            return (
              <li key={route.path} className={`link-card ${styles.card}`}>
                <h2 className={styles.title}>
                  <PageLink className="card-link" href={route.path}>
                    {route.title}
                  </PageLink>
                </h2>
                <p className={styles.description}>{description}</p>
              </li>
            );
          })}
        </ul>
        <div className={styles.contact}>
          {contactHeading ? <h2 className={styles.contactHeading}>{contactHeading}</h2> : null}
          <Prose node={contact} />
        </div>
      </div>
    </>
  );
}
