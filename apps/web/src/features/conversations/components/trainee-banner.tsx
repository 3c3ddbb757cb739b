import { Alert } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { aiText } from '@ponte/domain/ai';

export function TraineeBanner() {
  return (
    <Alert color="blue" variant="light" icon={<IconSchool size={18} />} py="xs">
      {aiText.traineeBanner}
    </Alert>
  );
}
