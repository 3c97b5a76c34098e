/**
 * The field kit of the fact-find pages (the application's pages, each applicant's profile): a registry key rendered as
 * its control and autosaved, a grid of them, and a card around a group of them. It knows the contract's field
 * registries and the autosave, never a feature: each page gives it the endpoint to save to and the query to update.
 *
 *   const saver = useFieldSave({ endpoint: applicationEndpoints.saveRequirement, body: { clientId }, registry:
 *     REQUIREMENT_FIELDS, queryKey: ['application', clientId, 'requirement'] });
 *   <RegistryField saver={saver} name="loan_amount" data={record.data} />
 */

export { FieldCard } from './field-card';
export { AnsweredBy, FieldGrid, isShown } from './field-grid';
export { type InputKind, inputKindOf } from './field-kind';
export { applicantLabel, describeValue, sameValue } from './field-values';
export {
  focusNextMissing,
  MISSING_ANSWER_ATTR,
  MissingMarks,
  missingAnswerTargets,
  useVisitedBefore,
} from './missing-marks';
export { equalShares, toggleOwner } from './owners-control';
export { RegistryField, type RegistryFieldProps } from './registry-field';
export { type FieldSaveOptions, type FieldSaver, fieldSpec, useFieldSave } from './use-field-save';
