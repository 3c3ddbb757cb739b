import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { homeOf } from './home-of';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Router fallback of spec 1 §8, for unknown paths and errors thrown while rendering a screen. */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="md" maw={560}>
        <Title order={1} size="h2" ta="center">
          Unexpected Application Error!
        </Title>
        <Code block>{describe(error)}</Code>
        <Text c="dimmed" size="sm" ta="center">
          Algo deu errado ao abrir esta página.
        </Text>
        <Button component={Link} to={homeOf(pathname)}>
          Voltar ao início
        </Button>
      </Stack>
    </Center>
  );
}
