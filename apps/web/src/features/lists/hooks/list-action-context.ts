import { listText } from '@ponte/domain/lists';
import { ApiError } from '../../../lib/api';
import { useUpdateList } from '../api/update-list';
import { alertError } from '../components/list-alerts';
import { useListScope } from './use-list-scope';

/** The server's own error text, or '' when it sent none (or could not be reached). */
export const serverText = (err: unknown) => (err instanceof ApiError ? err.message : '');

/** 'Erro ao x: {server error}' when the server explained, else the plain text. */
export const withReason = (base: string, err: unknown) => (serverText(err) ? `${base}: ${serverText(err)}` : base);

export type ListActionsOptions = { confirm: (text: string) => Promise<boolean> };

/**
 * What every group of a card's actions shares: the screen's scope, the one list update (its
 * pending call tells which button spins) and the refusal of writes while the backend is down.
 */
export function useListActionContext({ confirm }: ListActionsOptions) {
  const { backendDown, onChanged } = useListScope();
  const update = useUpdateList();

  /** Spec 2 §5: with the backend down the screen is a static demo and refuses every write. */
  const refused = () => {
    if (backendDown) alertError(listText.staticDemo);
    return backendDown;
  };

  return { backendDown, onChanged, update, refused, confirm };
}

export type ListActionContext = ReturnType<typeof useListActionContext>;
