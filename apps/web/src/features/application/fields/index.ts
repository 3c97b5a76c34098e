/**
 * The field kit of the application pages: a registry key rendered as its control and autosaved.
 *
 *   const saver = useFieldSave({ path: 'application/requirement/save', body: { clientId }, registry:
 *     REQUIREMENT_FIELDS, queryKey: ['application', clientId, 'requirement'] });
 *   <RegistryField saver={saver} name="loan_amount" data={record.data} />
 */
export { type InputKind, inputKindOf } from './field-kind';
export { applicantLabel, describeValue, sameValue } from './field-values';
export { equalShares, toggleOwner } from './owners-control';
export { RegistryField, type RegistryFieldProps } from './registry-field';
export { type FieldSaveOptions, type FieldSaver, fieldSpec, useFieldSave } from './use-field-save';
