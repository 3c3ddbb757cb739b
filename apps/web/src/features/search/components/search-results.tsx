import { formatDateTimeBR } from '@ponte/domain/dates';
import { messageAuthorLabel } from '@ponte/domain/conversation-texts';
import { formatPhoneBR } from '@ponte/domain/phone';
import type { CustomerHit, MessageHit } from '@ponte/domain/search';
import { MESSAGE_SEARCH_MIN_LENGTH, searchText } from '@ponte/domain/search-texts';

export type SearchOption =
  | { kind: 'customer'; id: string; to: string; customer: CustomerHit }
  | { kind: 'message'; id: string; to: string; message: MessageHit };

type SearchResultsProps = {
  listId: string;
  term: string;
  options: SearchOption[];
  active: number;
  loading: boolean;
  failed: boolean;
  /** An answer for the current term arrived (empty or not). */
  answered: boolean;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
};

function CustomerOption({ customer }: { customer: CustomerHit }) {
  return (
    <>
      <strong>{customer.name}</strong>
      <div style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-gray-7)' }}>
        {formatPhoneBR(customer.phone)}
      </div>
    </>
  );
}

function MessageOption({ message }: { message: MessageHit }) {
  const { before, match, after } = message.snippet;
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {message.customer_name}
        </strong>
        <span style={{ flexShrink: 0, fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-gray-7)' }}>
          {formatDateTimeBR(message.created_at)}
        </span>
      </div>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>
        {/* Who wrote it, named as the chat names them ('Carla Mendes:', 'Bot:'); the customer's own need none. */}
        {message.sent_by === 'customer'
          ? ''
          : `${messageAuthorLabel(message.sent_by, message.sender_name, message.customer_name)}: `}
        {before}
        {match && <mark>{match}</mark>}
        {after}
      </div>
    </>
  );
}

/**
 * The results under the top bar's box: two groups, 'Clientes' and 'Mensagens', of options the
 * box's arrows move through. A mouse press does not take focus from the box (it keeps the list).
 */
export function SearchResults({
  listId,
  term,
  options,
  active,
  loading,
  failed,
  answered,
  onChoose,
  onHover,
}: SearchResultsProps) {
  const groups = [
    { kind: 'customer', label: searchText.customers },
    { kind: 'message', label: searchText.messages },
  ] as const;
  const note = failed
    ? 'Não foi possível buscar agora'
    : !answered || (loading && options.length === 0)
      ? searchText.searching
      : options.length === 0
        ? searchText.empty
        : null;
  return (
    <div className="search-results" onMouseDown={(e) => e.preventDefault()}>
      {options.length > 0 && (
        <div id={listId} role="listbox" aria-label="Resultados da busca">
          {groups.map(({ kind, label }) => {
            const inGroup = options.map((o, i) => [o, i] as const).filter(([o]) => o.kind === kind);
            if (inGroup.length === 0) return null;
            const labelId = `${listId}-${kind}`;
            return (
              <div key={kind} role="group" aria-labelledby={labelId}>
                <div id={labelId} className="search-results-group-label">
                  {label}
                </div>
                {inGroup.map(([option, index]) => (
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={index === active}
                    className="search-results-option"
                    onClick={() => onChoose(option)}
                    onMouseEnter={() => onHover(index)}
                  >
                    {option.kind === 'customer' ? (
                      <CustomerOption customer={option.customer} />
                    ) : (
                      <MessageOption message={option.message} />
                    )}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      )}
      {note && (
        <div className="search-results-note" role="status">
          {note}
        </div>
      )}
      {answered && [...term].length < MESSAGE_SEARCH_MIN_LENGTH && options.length > 0 && (
        <div className="search-results-note">{searchText.messagesNeedMore}</div>
      )}
    </div>
  );
}
