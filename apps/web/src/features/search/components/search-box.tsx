import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchText } from '@ponte/domain/search-texts';
import { useSearch } from '../api/search';
import { SearchResults, type SearchOption } from './search-results';
import './search-box.css';

/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 250;

export type SearchBoxProps = {
  /** Phones: the box fills the top bar's row and the results its width. */
  compact?: boolean;
  autoFocus?: boolean;
  /** After a result was opened (phones close the box). */
  onDone?: () => void;
  /** Escape on an empty box (phones close it). */
  onDismiss?: () => void;
};

/**
 * Issue 18: the top bar's 'Buscar usuários, mensagens...'. Customers and messages matching what
 * is typed, in a listbox under the box (ARIA 1.2 combobox: focus stays in the box, the arrows
 * move the active option, Enter opens it, or the first result when none is active; Escape closes
 * the list, then clears the box).
 */
export function SearchBox({ compact = false, autoFocus = false, onDone, onDismiss }: SearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [term] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useSearch(term);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  const typed = text.trim().length >= SEARCH_MIN_LENGTH;
  const data = typed && term.length >= SEARCH_MIN_LENGTH ? search.data : undefined;
  const options = useMemo<SearchOption[]>(
    () =>
      data
        ? [
            ...data.customers.map((customer) => ({
              kind: 'customer' as const,
              id: `${listId}-c${customer.id}`,
              to: `/usuarios/${customer.id}`,
              customer,
            })),
            ...data.messages.map((message) => ({
              kind: 'message' as const,
              id: `${listId}-m${message.id}`,
              // The chat opens on its messages tab and looks for this message (mensagem-<id>).
              to: `/usuarios/${message.customer_id}#mensagem-${message.id}`,
              message,
            })),
          ]
        : [],
    [data, listId],
  );
  // New results: no option is active until the arrows pick one.
  useEffect(() => setActive(-1), [options]);
  // The active option stays in sight in a list taller than its panel.
  useEffect(() => {
    const option = options[active];
    if (option) document.getElementById(option.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, options]);

  const open = expanded && typed;
  const choose = (option: SearchOption | undefined) => {
    if (!option) return;
    setExpanded(false);
    setText('');
    void navigate(option.to);
    onDone?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setExpanded(true);
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 && step < 0 ? options.length - 1 : (a + step + options.length) % options.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(options[active] ?? options[0]);
    } else if (e.key === 'Escape') {
      // A search field's own Escape empties it at once: the list closes first, then the text goes.
      e.preventDefault();
      if (open) setExpanded(false);
      else if (text) setText('');
      else onDismiss?.();
    }
  };

  return (
    <div className="search-box" data-compact={compact || undefined} style={compact ? undefined : { maxWidth: 360 }}>
      <TextInput
        ref={input}
        type="search"
        placeholder={searchText.placeholder}
        aria-label="Buscar"
        leftSection={<IconSearch size={16} />}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        autoFocus={autoFocus}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open && options.length > 0 ? listId : undefined}
        aria-activedescendant={open ? options[active]?.id : undefined}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setExpanded(true);
        }}
        onFocus={() => setExpanded(true)}
        onBlur={() => setExpanded(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <SearchResults
          listId={listId}
          term={term}
          options={options}
          active={active}
          loading={search.isFetching}
          failed={search.isError}
          answered={data !== undefined}
          onChoose={choose}
          onHover={setActive}
        />
      )}
    </div>
  );
}
