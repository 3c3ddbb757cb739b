import type { ReactNode } from 'react';
import { EmptyState, ScrollArea, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';

/** Long names and last messages are cut with an ellipsis instead of widening the list sideways. */
const NO_HORIZONTAL_GROWTH = { content: { minWidth: 0 } };

/** The search field over a chat column. */
export function ColumnSearch(props: Omit<TextInputProps, 'placeholder' | 'leftSection'>) {
  return (
    <TextInput placeholder="Buscar por nome, telefone ou email..." leftSection={<IconSearch size={16} />} {...props} />
  );
}

/** What a chat column says instead of its list. */
export function ColumnEmpty({ icon, title }: { icon: ReactNode; title: string }) {
  return <EmptyState icon={icon} withIndicatorBackground title={title} size="sm" py="lg" />;
}

/** A search that matched nothing. */
export const NoSearchResult = () => (
  <ColumnEmpty icon={<IconSearchOff size={26} />} title="Nenhum resultado encontrado" />
);

/** The column's list scrolls on its own, below the column's header, within the window's height. */
export function ColumnScroll({ maxHeight, children }: { maxHeight: string; children: ReactNode }) {
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" scrollbars="y" offsetScrollbars styles={NO_HORIZONTAL_GROWTH}>
      {children}
    </ScrollArea.Autosize>
  );
}
