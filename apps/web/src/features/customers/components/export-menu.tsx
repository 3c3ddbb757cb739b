import type { ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';

/** A small button of the customer's page that opens a menu of exports (`children`, its items). */
export function ExportMenu({
  label,
  icon,
  loading,
  children,
}: {
  label: string;
  icon: ReactNode;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={icon} loading={loading}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
