import { Alert, Button, Center, Stack } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { errorMessage } from '../lib/api-client';
import { useTitleOverride } from '../lib/title-override';
import { LOAD_FAILED_TITLE } from './route-titles';

/** A route that could not load: 404s look like an unknown page; anything else says so and offers a way on. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) return <NotFoundPage />;
  return <LoadFailed message={errorMessage(error)} />;
}

function LoadFailed({ message }: { message: string }) {
  useTitleOverride(LOAD_FAILED_TITLE);
  return (
    <Center mih="50vh" p="lg">
      <Stack align="center" maw={480}>
        <Alert color="red" title="This page could not be loaded" w="100%">
          {message}
        </Alert>
        <Button variant="light" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Button variant="subtle" component={Link} to="/">
          Go to my home page
        </Button>
      </Stack>
    </Center>
  );
}
