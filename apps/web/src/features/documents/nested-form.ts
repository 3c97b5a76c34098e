import type { FormEvent } from 'react';

/**
 * A modal's form opened from inside another form (the document template modal's picker): React passes a submit
 * event up through portals to the outer form, which would save the template too. This stops it at this form.
 */
export function stopAtThisForm(submit: (event?: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    submit(event);
  };
}
