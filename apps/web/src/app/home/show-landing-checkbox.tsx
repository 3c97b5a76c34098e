import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { type AdviserRef, useAdviserDetail, useAdviserSave } from '../../lib/adviser';
import { errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';

/**
 * 'Show this page each time you log in' (docs/spec/core-and-application.md §2; should_show_landing through broker/save
 * or planner/save). Off, home goes to the client list (home-loader.ts). The box shows the saved value; a refused save
 * says why.
 */
export function ShowLandingCheckbox({ adviser }: { adviser: AdviserRef }) {
  const detail = useAdviserDetail(adviser);
  const save = useAdviserSave(adviser);
  // The box shows the choice at once; a refused save puts it back to what is stored.
  const [pending, setPending] = useState<boolean | null>(null);
  const stored = detail.data?.should_show_landing;

  const change = async (checked: boolean) => {
    setPending(checked);
    try {
      await save('should_show_landing', checked, stored);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setPending(null);
    }
  };

  return (
    <Checkbox
      label="Show this page each time you log in"
      checked={pending ?? stored ?? true}
      disabled={stored === undefined || pending !== null}
      onChange={(e) => void change(e.currentTarget.checked)}
    />
  );
}
