import { IconMenu2, IconX } from '@tabler/icons-react';
import classes from './sections-button.module.css';

/**
 * The phone's way to the side navigation: a visible, named button in the header rather than thin lines,
 * drawn in the header's own text colour with a ring of it, so it reads on whatever colour the adviser's header is.
 */
export function SectionsButton({
  opened,
  onClick,
  controls,
}: {
  opened: boolean;
  onClick: () => void;
  /** The id of the navigation it opens. */
  controls: string;
}) {
  const Icon = opened ? IconX : IconMenu2;
  return (
    <button
      type="button"
      className={classes.button}
      onClick={onClick}
      aria-expanded={opened}
      aria-controls={controls}
      data-testid="sections-button"
    >
      <Icon size={20} stroke={2} aria-hidden="true" />
      Sections
    </button>
  );
}
