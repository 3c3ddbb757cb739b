import { useSearchParams } from 'react-router';

/** The search parameter of the open conversation, so a link or a reload opens it again and 'back' closes it. */
export const SELECTED_CUSTOMER_PARAM = 'cliente';

/** The customer open in a list-and-conversation screen (`?cliente=10`), and how to open or close one. */
export function useSelectedCustomer() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(SELECTED_CUSTOMER_PARAM));
  const selectedId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const select = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(SELECTED_CUSTOMER_PARAM);
      else next.set(SELECTED_CUSTOMER_PARAM, String(id));
      return next;
    });
  return { selectedId, select };
}
