import type { ApplicantSummary, Owner } from '@brokerdesk/contract/constants';
import { Checkbox, Group, Input, NumberInput, Stack } from '@mantine/core';
import { useInputGroup } from '../input-group';
import type { ControlProps } from './field-controls';
import { applicantLabel } from './field-values';

/** Shares of 100 split evenly in hundredths, the last taking the remainder (33.33, 33.33, 33.34). */
export function equalShares(count: number): number[] {
  if (count === 0) return [];
  const each = Math.floor(10_000 / count) / 100;
  const shares = Array.from({ length: count }, () => each);
  shares[count - 1] = Math.round((100 - each * (count - 1)) * 100) / 100;
  return shares;
}

const isEvenSplit = (owners: readonly Owner[]) => {
  const even = equalShares(owners.length);
  return owners.every((o, i) => Math.abs(o.share_percent - (even[i] ?? 0)) < 0.005);
};

const spread = (owners: readonly Owner[]): Owner[] => {
  const even = equalShares(owners.length);
  return owners.map((o, i) => ({ ...o, share_percent: even[i] ?? 0 }));
};

/**
 * Adding or removing an owner keeps an even split even (two owners 50/50, three a third each); once the user has
 * typed their own shares, a new owner gets what is left of 100 and the others stay as typed.
 */
export function toggleOwner(owners: readonly Owner[], applicantId: number, isOwner: boolean): Owner[] {
  const even = isEvenSplit(owners);
  if (!isOwner) {
    const rest = owners.filter((o) => o.applicant_id !== applicantId);
    return even ? spread(rest) : rest;
  }
  if (even) return spread([...owners, { applicant_id: applicantId, share_percent: 0 }]);
  const left = Math.max(0, Math.round((100 - owners.reduce((sum, o) => sum + o.share_percent, 0)) * 100) / 100);
  return [...owners, { applicant_id: applicantId, share_percent: left }];
}

/** Who owns an asset or owes a liability among the client's applicants, each with a share in percent. */
export function OwnersControl({
  field,
  chrome,
  applicants,
}: ControlProps & { applicants: readonly ApplicantSummary[] }) {
  const { wrapperProps, groupProps } = useInputGroup(chrome);
  const owners = (field.value as Owner[] | null) ?? [];
  const setShare = (id: number, share: number) =>
    field.setValue(owners.map((o) => (o.applicant_id === id ? { ...o, share_percent: share } : o)));
  return (
    <Input.Wrapper {...chrome} {...wrapperProps}>
      <Stack gap={4} role="group" {...groupProps}>
        {applicants.map((a) => {
          const owner = owners.find((o) => o.applicant_id === a.id);
          const name = applicantLabel(a);
          return (
            <Group key={a.id} wrap="nowrap" justify="space-between" mih={44} gap="sm">
              <Checkbox
                size="md"
                label={name}
                checked={Boolean(owner)}
                onChange={(e) => void field.commit(toggleOwner(owners, a.id, e.currentTarget.checked))}
              />
              {owner && (
                <NumberInput
                  aria-label={`${name} share`}
                  w={104}
                  suffix="%"
                  value={owner.share_percent}
                  min={0}
                  max={100}
                  clampBehavior="none"
                  decimalScale={2}
                  allowNegative={false}
                  hideControls
                  inputMode="decimal"
                  onChange={(v) => setShare(a.id, typeof v === 'number' ? v : Number(v) || 0)}
                  onBlur={() => void field.commit()}
                />
              )}
            </Group>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
