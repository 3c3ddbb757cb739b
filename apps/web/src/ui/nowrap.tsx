import type { ReactNode } from 'react';

/** Text kept on one line: an amount never leaves 'R$' or 'US$' above its number. */
export const Nowrap = ({ children }: { children: ReactNode }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
);
