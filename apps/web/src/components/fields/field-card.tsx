import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of related questions. */
export function FieldCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
