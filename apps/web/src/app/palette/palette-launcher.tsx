import type { User } from '@brokerdesk/contract/constants';
import { UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import classes from './palette-launcher.module.css';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

/** Ctrl+K, or ⌘K on an Apple keyboard: the command palette's shortcut, as most web apps have it. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The command palette's way in (docs/decisions/040-command-palette.md): a Search button with its shortcut, and the
 * shortcut itself, listened for on the whole page. Only this is loaded with the bar under the header; the palette's code
 * (Mantine's Spotlight, the searches) is fetched when the button is reached for or the shortcut pressed.
 */
export function PaletteLauncher({ me }: { me: User }) {
  // Bumped by each request to open: the palette, once loaded, opens on every new value.
  const [openings, setOpenings] = useState(0);
  const open = useCallback(() => setOpenings((n) => n + 1), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      // Over another dialog (a form being filled in) the palette would fight it for the focus; the palette's own
      // dialog is one too, and it is already open.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const prefetch = () => void loadPalette().catch(() => undefined);
  return (
    <>
      <UnstyledButton
        className={classes.button}
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="palette-button"
      >
        <IconSearch size={16} stroke={2} aria-hidden />
        <span>Search</span>
        <kbd className={classes.hint}>{isApple() ? '⌘K' : 'Ctrl K'}</kbd>
      </UnstyledButton>
      {openings > 0 && (
        <Suspense fallback={null}>
          <CommandPalette me={me} openings={openings} />
        </Suspense>
      )}
    </>
  );
}
