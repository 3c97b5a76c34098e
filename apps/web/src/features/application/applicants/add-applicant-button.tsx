import { Button } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';

/** The Add button; the navigation draws it until the menu's code has loaded (LoadOnIntent). */
export const AddApplicantButton = forwardRef<
  HTMLButtonElement,
  { loading?: boolean; children?: ReactNode } & React.ComponentPropsWithoutRef<'button'>
>(function AddApplicantButton({ loading, ...props }, ref) {
  return (
    <Button
      ref={ref}
      size="compact-xs"
      variant="light"
      loading={loading}
      aria-label="Add an applicant"
      style={{ flexShrink: 0 }}
      {...props}
    >
      Add
    </Button>
  );
});
