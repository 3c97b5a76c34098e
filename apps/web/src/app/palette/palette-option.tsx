import { SpotlightRoot } from '@mantine/spotlight';
import type { ReactNode } from 'react';
import classes from './command-palette.module.css';
import type { PaletteEntry } from './palette-entries';

/**
 * One row: an option of the listbox, drawn as Spotlight draws its actions. It never takes the focus (the search box
 * keeps it, and names the selected row); a pointer selects it on hover and chooses it on click.
 */
export function PaletteOption({
  id,
  entry,
  icon,
  isSelected,
  onPoint,
  onChoose,
}: {
  id: string;
  entry: PaletteEntry;
  icon: ReactNode;
  isSelected: boolean;
  onPoint: () => void;
  onChoose: () => void;
}) {
  const c = SpotlightRoot.classes;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search box takes the keys for every row (aria-activedescendant).
    <div
      id={id}
      role="option"
      // Reachable by the arrows from the search box, never by Tab.
      tabIndex={-1}
      aria-selected={isSelected}
      data-selected={isSelected || undefined}
      data-entry={entry.key}
      className={`${c.action} ${classes.option}`}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={isSelected ? undefined : onPoint}
      onClick={onChoose}
    >
      <span className={c.actionSection} data-position="left" data-dimmed>
        {icon}
      </span>
      <span className={c.actionBody}>
        <span className={c.actionLabel}>{entry.label}</span>
        {entry.description && <span className={c.actionDescription}>{entry.description}</span>}
      </span>
    </div>
  );
}
