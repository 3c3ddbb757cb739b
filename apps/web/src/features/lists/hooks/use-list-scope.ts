import { createContext, useContext } from 'react';

export type ListScope = {
  /** The lists could not be loaded: every write is refused (spec 2 §5). */
  backendDown: boolean;
  /** Called after a write succeeds, for screens whose lists come from another query (the customer detail). */
  onChanged: () => void;
};

export const ListScopeContext = createContext<ListScope>({ backendDown: false, onChanged: () => {} });

export const useListScope = () => useContext(ListScopeContext);
