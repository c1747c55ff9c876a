import { ExpandableText } from '@/components/ui/expandable-text';
import type { TeamMember } from '@/content/team';
import styles from './person-cards.module.css';

export interface PersonCardsProps {
  people: readonly TeamMember[];
  /** Accessible name of the list, when the surrounding heading does not already say what it is. */
  label?: string;
  testId?: string;
}

/** Fragment-safe id from a name: "Sofía Márquez" → "sofia-marquez". */
export function personSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A grid of people cards: portrait, name, role and a biography that folds behind More/Less. Less
 * keeps the whole card in view, portrait and name included, not just the biography.
 */
export function PersonCards({ people, label, testId }: PersonCardsProps) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {people.map((person) => {
        const slug = personSlug(person.name);
        return (
          <li key={person.name} id={`person-${slug}`} className={styles.card} data-testid={testId}>
            {/* eslint-disable-next-line @next/next/no-img-element -- small generated SVG portrait; no optimiser needed */}
            <img className={styles.portrait} src={person.img} alt={person.alt} width={320} height={320} loading="lazy" />
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.title}>{person.title}</p>
            <ExpandableText id={`bio-${slug}`} anchorId={`person-${slug}`} paragraphs={person.description} label={person.name} />
          </li>
        );
      })}
    </ul>
  );
}
