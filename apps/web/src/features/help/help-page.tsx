import { pages } from 'virtual:help-content';
import { Alert, Anchor, Paper, Stack, Text, TextInput, Title, Typography } from '@mantine/core';
import { type MouseEvent, useDeferredValue, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTitleOverride } from '../../lib/title-override';
import classes from './help-page.module.css';
import { HELP_PAGES, type HelpSlug, helpPath } from './help-routes';
import { searchHelp } from './help-search';

/**
 * help/:slug (docs/spec/core-and-application.md §2 Help): one page of the help centre, rendered from its Markdown at
 * build time, with a search over every page's text.
 */
export function HelpPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const page = pages.find((p) => p.slug === slug);
  useTitleOverride(page ? `${page.title} | Help` : 'Help');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const hits = searchHelp(deferred);

  useEffect(() => setQuery(''), [slug]);

  // The pages' own links move within the app instead of loading it again.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || e.metaKey || e.ctrlKey || e.shiftKey || link?.target) return;
    e.preventDefault();
    navigate(href);
  };

  return (
    <Stack gap="md" maw={820}>
      <Paper withBorder p="md" radius="md">
        <TextInput
          type="search"
          label="Search the help"
          placeholder="invite, leads, password…"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        {deferred.trim() && (
          <Stack gap="xs" mt="sm" data-testid="help-results" aria-live="polite">
            {hits.length === 0 ? (
              <Text fz="sm" c="dimmed">
                Nothing in the help matches “{deferred.trim()}”.
              </Text>
            ) : (
              hits.map((hit) => (
                <div key={hit.slug}>
                  <Anchor component={Link} to={helpPath(hit.slug as HelpSlug)} fw={600}>
                    {hit.title}
                  </Anchor>
                  <Text fz="sm" c="dimmed">
                    {hit.snippet}
                  </Text>
                </div>
              ))
            )}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {page ? (
          // The HTML is this app's own Markdown, rendered when the app was built; nothing a user typed reaches it.
          <Typography>
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are reached and followed by keyboard as links; the handler only keeps them in the app */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: as above */}
            <div
              className={`help-content ${classes.content}`}
              onClick={onClick}
              dangerouslySetInnerHTML={{ __html: page.html }}
            />
          </Typography>
        ) : (
          <>
            <Title order={1} fz={24}>
              Help
            </Title>
            <Alert color="yellow" mt="md">
              There is no help page here. Choose one of: {HELP_PAGES.map((p) => p.title).join(', ')}.
            </Alert>
          </>
        )}
      </Paper>
    </Stack>
  );
}

export { HelpPage as Component };
