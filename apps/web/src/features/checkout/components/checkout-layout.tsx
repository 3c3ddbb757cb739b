import type { ReactNode } from 'react';
import { IconBuildingBridge2, IconLock } from '@tabler/icons-react';
import { styles as s } from './ui';

/**
 * The customer's pages: the shop's name and a narrow column, no staff shell. Built for phones
 * first (the link arrives on WhatsApp), so the column is the whole width up to 640 px.
 */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className={s.page}>
      <header className={s.header}>
        <div className={`${s.column} ${s.bar}`}>
          <span className={s.brand}>
            <IconBuildingBridge2 size={28} stroke={1.5} aria-hidden />
            Ponte
          </span>
          <span className={s.secure}>
            <IconLock size={14} aria-hidden />
            Pagamento seguro
          </span>
        </div>
      </header>
      <main className={s.main}>{children}</main>
    </div>
  );
}
