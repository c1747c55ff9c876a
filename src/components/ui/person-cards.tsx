import { CardGrid } from '@/components/ui/card-grid';
import { ExpandableText } from '@/components/ui/expandable-text';
import styles from './person-cards.module.css';

/** A person's card: portrait (with its alt text), name, role and a biography in paragraphs. */
export interface Person {
  /** Unique on the page: the card's fragment (#person-{id}). */
  id: string;
  name: string;
  title: string;
  portrait: { src: string; alt: string };
  bio: readonly string[];
}

export interface PersonCardsProps {
  people: readonly Person[];
  /** Accessible name of the list, when the surrounding heading does not already say what it is. */
  label?: string;
  testId?: string;
}

/**
 * A grid of people cards: portrait, name, role and a biography that folds behind More/Less, the cards of a
 * row equally tall with their More buttons level at the bottom. Less keeps the whole card in view, portrait and name included, not just the biography.
 */
export function PersonCards({ people, label, testId }: PersonCardsProps) {
  return (
    <CardGrid columns={3} aria-label={label}>
      {people.map((person) => {
        const slug = person.id;
        return (
          <li key={person.id} id={`person-${slug}`} className={styles.card} data-testid={testId}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small portrait shown at its own size; no optimiser needed */}
            <img className={styles.portrait} src={person.portrait.src} alt={person.portrait.alt} width={320} height={320} loading="lazy" />
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.title}>{person.title}</p>
            <ExpandableText className={styles.bio} id={`bio-${slug}`} anchorId={`person-${slug}`} paragraphs={person.bio} label={person.name} />
          </li>
        );
      })}
    </CardGrid>
  );
}
