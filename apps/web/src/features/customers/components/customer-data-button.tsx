import { useState } from 'react';
import { Menu } from '@mantine/core';
import { IconBraces, IconFileTypeHtml, IconShieldLock, IconTrash } from '@tabler/icons-react';
import { eraseText, privacyText, type PrivacyExportFormat } from '@ponte/domain/privacy';
import { useStoredUser } from '../../../lib/auth-storage';
import { toastFailure } from '../../../lib/toast-outcome';
import { useExportCustomerData } from '../api/export-customer-data';
import { EraseCustomerModal } from './erase-customer-modal';
import { ExportMenu } from './export-menu';

/** Issue 33: 'Dados do cliente (LGPD)' for admins: everything Ponte holds about the customer, or its erasure. */
export function CustomerDataButton({ customer }: { customer: { id: number; name: string } }) {
  const customerId = customer.id;
  const role = useStoredUser()?.role;
  const exportData = useExportCustomerData();
  const [erasing, setErasing] = useState(false);
  if (role !== 'admin') return null;
  const download = (format: PrivacyExportFormat) =>
    exportData.mutate({ customerId, format }, toastFailure(privacyText.exportFailed));
  return (
    <>
      <ExportMenu label={privacyText.title} icon={<IconShieldLock size={14} />} loading={exportData.isPending}>
        <Menu.Label>{privacyText.intro}</Menu.Label>
        <Menu.Item leftSection={<IconBraces size={14} />} onClick={() => download('json')}>
          {privacyText.exportJson}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeHtml size={14} />} onClick={() => download('html')}>
          {privacyText.exportHtml}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setErasing(true)}>
          {eraseText.button}
        </Menu.Item>
      </ExportMenu>
      {erasing && <EraseCustomerModal customer={customer} onClose={() => setErasing(false)} />}
    </>
  );
}
