import { useId, type FormEvent } from 'react';
import { useClickOutside } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTypedEarly } from '../../lib/use-typed-early';
import { searchMessages, showsSeeAllHint, toSuggestion } from './model';
import { SuggestionContent } from './suggestion-content';
import { useLiveSearch } from './use-live-search';
import classes from './live-search.module.css';
import hidden from '../../components/visually-hidden.module.css';

/**
 * The header's search box: an ARIA 1.2 combobox whose listbox of suggestions opens while
 * typing. Hand-written rather than Mantine's Combobox to keep the header light.
 */
export function LiveSearch() {
  const search = useLiveSearch();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const rootRef = useClickOutside<HTMLFormElement>(search.close);
  const typedEarly = useTypedEarly<HTMLInputElement>(search.change);
  // The combobox is expanded only while its listbox holds options; the status lines sit beside it.
  const expanded = search.status === 'results';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.submit();
  };

  return (
    // Before the page's script runs, the form searches as a plain one: Enter opens /search?q=….
    <form ref={rootRef} role="search" action="/search" method="get" className={classes.root} onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className={hidden.hidden}>
        {searchMessages.label}
      </label>
      <input
        ref={typedEarly}
        id={`${id}-input`}
        name="q"
        className={classes.input}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={searchMessages.placeholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={search.activeIndex >= 0 ? optionId(search.activeIndex) : undefined}
        value={search.text}
        onChange={(event) => search.change(event.currentTarget.value)}
        onFocus={search.activate}
        onKeyDown={search.keyDown}
      />
      <button type="submit" className={classes.submit} aria-label={searchMessages.submit}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>

      {search.status !== 'closed' && (
        <div className={classes.panel}>
          {search.status === 'searching' && (
            <p className={classes.status} role="status">
              {searchMessages.searching}
            </p>
          )}
          {search.status === 'empty' && (
            <p className={classes.status} role="status">
              {searchMessages.noResults(search.debouncedQuery)}
            </p>
          )}
          {expanded && (
            <ul id={listboxId} role="listbox" aria-label={searchMessages.label} className={classes.listbox}>
              {search.suggestions.map((product, index) => (
                <li
                  key={product.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === search.activeIndex}
                  className={classes.option}
                  // Keeps the focus in the box, so the click is not taken as leaving the search.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => search.setActiveIndex(index)}
                  onClick={() => search.openProduct(product)}
                >
                  <SuggestionContent suggestion={toSuggestion(product)} imageSize={44} />
                </li>
              ))}
            </ul>
          )}
          {expanded && showsSeeAllHint(search.suggestions.length) && (
            <Link to="/search" search={{ q: search.debouncedQuery }} className={classes.hint} onClick={search.reset}>
              {searchMessages.seeAll}
            </Link>
          )}
        </div>
      )}
    </form>
  );
}
