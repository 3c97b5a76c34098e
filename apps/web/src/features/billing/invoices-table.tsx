import {
  BILLING_MESSAGES,
  type BillingState,
  formatCents,
  PLAN_LABELS,
  type PlanName,
} from '@brokerdesk/contract/constants';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage, saveBlob } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { notifyError } from '../../lib/notify';
import { downloadInvoice } from './billing-api';

/** The adviser's tax invoices (docs/decisions/020), each downloadable as a PDF. */
export function Invoices({ state }: { state: BillingState }) {
  const download = async (id: number, number: string) => {
    try {
      const { blob, fileName } = await downloadInvoice(id);
      saveBlob(blob, fileName ?? `Tax invoice ${number}.pdf`);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };
  return (
    <Stack gap="xs">
      <Title order={2} fz={18}>
        Tax invoices
      </Title>
      {state.invoices.length === 0 ? (
        <Text c="dimmed">{BILLING_MESSAGES.noInvoices}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>GST</Table.Th>
                <Table.Th>PDF</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.invoices.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.number}</Table.Td>
                  <Table.Td>{formatDate(i.paid_at.slice(0, 10))}</Table.Td>
                  <Table.Td>{PLAN_LABELS[i.plan as PlanName] ?? i.plan}</Table.Td>
                  <Table.Td>{formatCents(i.amount_cents)}</Table.Td>
                  <Table.Td>{formatCents(i.gst_cents)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => download(i.id, i.number)}
                      aria-label={`Download tax invoice ${i.number}`}
                    >
                      Download
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
