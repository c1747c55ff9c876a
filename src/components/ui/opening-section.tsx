import page from './static-page.module.css';

/** The opening section of a static page: a large heading and lead paragraphs. */
export function OpeningSection({ id, heading, paragraphs }: { id: string; heading: string; paragraphs: readonly string[] }) {
  return (
    <section className={`container section ${page.section}`} aria-labelledby={id}>
      <h2 id={id} className={page.headline}>
        {heading}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 32)} className={page.lead}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
