import { Button, EmptyState, Paper } from '@mantine/core';
import { IconError404 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/page-header';

export const NOT_FOUND_TITLE = 'Página não encontrada';

/** An address no screen answers to, shown inside the shell so the menu still leads somewhere. */
export function NotFoundPage() {
  return (
    <>
      <PageHeader title={NOT_FOUND_TITLE} />
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconError404 size={28} />}
          withIndicatorBackground
          title="Este endereço não existe"
          description="Confira o endereço ou use o menu para abrir uma tela."
        >
          <Button component={Link} to="/" mt="md">
            Voltar ao início
          </Button>
        </EmptyState>
      </Paper>
    </>
  );
}
