'use client';

import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { searchHref } from '@/lib/search-href';
import { SearchIcon } from '@/components/ui/icons';
import styles from './search-form.module.css';

interface SearchFormProps {
  id?: string;
  className?: string;
  /** Accessible name of the field (kept visually hidden). */
  label: string;
  placeholder?: string;
  variant?: 'compact' | 'large';
  /**
   * The term already searched (the search page's own box): the box shows it, keeps it after a search
   * and follows it when a search elsewhere changes it, and the page keeps its scroll position.
   */
  initialTerm?: string;
  /** The form is a popover (the navigation's box on wide screens, opened by its button). */
  popover?: boolean;
}

/**
 * A plain GET form to /search, so it works before and without JavaScript;
 * with JavaScript an empty term does nothing and a search clears the box and returns to the top
 * (or, given `initialTerm`, keeps the term and the scroll position).
 */
export function SearchForm({
  id,
  className,
  label,
  placeholder = 'Search',
  variant = 'compact',
  initialTerm,
  popover = false,
}: SearchFormProps) {
  const navigate = useNavigate();
  const keepTerm = initialTerm !== undefined;
  // The field is left to the browser (uncontrolled): what a visitor typed before hydration stays, where a
  // controlled field would be reset to the rendered value.
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Without JavaScript the browser refuses an empty submission; with it, onSubmit ignores one quietly. Set
  // on the element, not rendered: a rendered value that differs from the server's would render it twice.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  // A search from another box (the navbar's) changes the searched term: show the new one.
  const shownTerm = useRef(initialTerm);
  useEffect(() => {
    if (initialTerm === shownTerm.current) return;
    shownTerm.current = initialTerm;
    if (inputRef.current) inputRef.current.value = initialTerm ?? '';
  }, [initialTerm]);
  const inputId = id ? `${id}-term` : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputRef.current;
    const href = searchHref(input?.value ?? '');
    if (!href) return;
    if (keepTerm) {
      navigate(href, { scroll: false });
      return;
    }
    if (input) input.value = '';
    navigate(href);
    window.scrollTo({ top: 0, left: 0 });
  };

  return (
    <form
      ref={formRef}
      id={id}
      role="search"
      action="/search"
      method="get"
      className={`${styles.form} ${styles[variant]} ${className ?? ''}`}
      popover={popover ? 'auto' : undefined}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        name="term"
        required
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        defaultValue={initialTerm ?? ''}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon />
        <span className="visually-hidden">Submit search</span>
      </button>
    </form>
  );
}
