import '@mantine/spotlight/styles.css';
import type { User } from '@brokerdesk/contract/constants';
import { Input, Loader, VisuallyHidden } from '@mantine/core';
import { createSpotlight, SpotlightActionsList, SpotlightRoot, useSpotlight } from '@mantine/spotlight';
import { IconArrowRight, IconBolt, IconSearch, IconUser } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { UpgradeModalOnDemand } from '../../components/upgrade-modal-on-demand';
import { CreateClientModal } from '../../features/clients';
import { openReport } from '../../features/reports';
import { useSignedInSuspended } from '../../lib/adviser';
import { errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { clientLabel } from '../route-handle';
import { useClientSearch, useCurrentClient } from './client-search';
import classes from './command-palette.module.css';
import {
  actionEntries,
  type PaletteEntry,
  type PaletteGroup,
  pageEntries,
  paletteGroups,
  searchesClients,
} from './palette-entries';
import { PaletteOption } from './palette-option';

const ICONS: Record<PaletteGroup['key'], ReactNode> = {
  clients: <IconUser size={18} stroke={1.75} aria-hidden />,
  leads: <IconUser size={18} stroke={1.75} aria-hidden />,
  actions: <IconBolt size={18} stroke={1.75} aria-hidden />,
  pages: <IconArrowRight size={18} stroke={1.75} aria-hidden />,
};

/**
 * The command palette (docs/decisions/040-command-palette.md): Mantine's Spotlight frame, rows and list, with a search
 * box of our own that is a combobox over a listbox. The focus stays in the box; the arrows move the selected row
 * (aria-activedescendant), Enter opens it, Escape closes the palette and gives the focus back. Loaded on demand by the
 * Search button or Ctrl/⌘+K; `openings` changes each time the viewer asks for it.
 */
export default function CommandPalette({ me, openings }: { me: User; openings: number }) {
  const [[store, palette]] = useState(createSpotlight);
  const { opened } = useSpotlight(store);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [upgrading, setUpgrading] = useState(false);
  // What runs once the palette has closed and given the focus back: a modal it opens then takes the focus, and
  // gives it back to where the viewer was.
  const afterClose = useRef<(() => void) | null>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // Each new request to open (a new `openings`) opens it, at the first row.
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    setSelected(0);
    palette.open();
  }, [openings]);

  const suspended = useSignedInSuspended(me);
  const client = useCurrentClient();
  const current = client ? { id: client.id, name: clientLabel(client) } : null;
  const typed = query.trim();
  const search = useClientSearch(me, typed, opened);
  const groups = paletteGroups({
    query: typed,
    clients: search.clients,
    leads: search.leads,
    actions: actionEntries(me, current),
    pages: pageEntries(me, suspended),
  });
  const entries = groups.flatMap((g) => g.entries);

  // The first row is selected whenever the rows change (a search answered, a filter narrowed), so Enter opens what is
  // at the top; the arrows go through the rows in the order shown, round from the last to the first.
  const entryKeys = entries.map((e) => e.key).join('\n');
  const [shownKeys, setShownKeys] = useState(entryKeys);
  if (shownKeys !== entryKeys) {
    setShownKeys(entryKeys);
    setSelected(0);
  }
  const active = entries.length > 0 ? Math.min(selected, entries.length - 1) : -1;
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || entries.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      event.preventDefault();
      setSelected((active + step + entries.length) % entries.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(entries[active]);
    }
  };

  const choose = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    palette.close();
    if (entry.to) navigate(entry.to);
    else if (entry.key === 'add-client') afterClose.current = () => setCreating(true);
    else if (entry.key === 'view-report' && client) {
      // As the application header's View Report: a locked plan explains itself; otherwise the report opens in a new
      // tab inside this keypress or click, which the browser counts as the viewer's own.
      if (client.locked) afterClose.current = () => setUpgrading(true);
      else openReport(client.id).catch((err) => notifyError(errorMessage(err)));
    }
  };

  let index = -1;
  const hasRows = entries.length > 0;
  // An administrator's palette has no clients to search, and says so.
  const name = searchesClients(me) ? 'Search clients, pages and actions' : 'Search pages';
  return (
    <>
      <SpotlightRoot
        store={store}
        shortcut={null}
        title={name}
        classNames={{ header: classes.hiddenHeader }}
        transitionProps={{
          duration: 150,
          transition: 'pop',
          onExited: () => {
            setQuery('');
            const next = afterClose.current;
            afterClose.current = null;
            next?.();
          },
        }}
      >
        <Input
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          variant="unstyled"
          size="lg"
          classNames={{ input: SpotlightRoot.classes.search }}
          placeholder={searchesClients(me) ? 'Search clients by name, email or phone, or pages' : 'Search pages'}
          leftSection={search.pending ? <Loader size={16} /> : <IconSearch size={18} stroke={1.75} aria-hidden />}
          role="combobox"
          aria-label={name}
          aria-expanded={hasRows}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          data-testid="palette-search"
        />
        <SpotlightActionsList>
          <div role="listbox" id={listboxId} aria-label="Results">
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group (WAI-ARIA listbox); a fieldset groups a form's fields.
              <div key={group.key} role="group" aria-labelledby={`${baseId}-${group.key}`}>
                <div id={`${baseId}-${group.key}`} className={classes.groupLabel}>
                  {group.label}
                </div>
                {group.entries.map((entry) => {
                  index += 1;
                  const isSelected = index === active;
                  const at = index;
                  return (
                    <PaletteOption
                      key={entry.key}
                      id={optionId(at)}
                      entry={entry}
                      icon={ICONS[group.key]}
                      isSelected={isSelected}
                      onPoint={() => setSelected(at)}
                      onChoose={() => choose(entry)}
                    />
                  );
                })}
              </div>
            ))}
          </div>
          {!hasRows && !search.pending && (
            <p className={classes.empty}>{typed ? `Nothing matches “${typed}”.` : 'Nothing to show.'}</p>
          )}
          {search.failed && <p className={classes.empty}>The clients could not be searched. Please try again.</p>}
        </SpotlightActionsList>
        <VisuallyHidden role="status">{statusText(search.pending, entries.length, typed)}</VisuallyHidden>
      </SpotlightRoot>
      <CreateClientModal opened={creating} onClose={() => setCreating(false)} />
      <UpgradeModalOnDemand opened={upgrading} onClose={() => setUpgrading(false)} />
    </>
  );
}

/** What a screen reader hears as the rows change: how many there are, once the search has answered. */
function statusText(pending: boolean, count: number, typed: string): string {
  if (!typed) return '';
  if (pending) return 'Searching…';
  if (count === 0) return 'No results.';
  return count === 1 ? '1 result.' : `${count} results.`;
}
