import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode[];
}

/** The layout shared by the footer's pages: a title, when it last changed, and numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <Paper component="article" withBorder shadow="md" p={{ base: 20, sm: 40 }} radius="md" w="100%" maw={820}>
      <Title order={1} fz={30} mb={4}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        Last updated {updated}
      </Text>
      <Text mb="lg">{intro}</Text>
      <Stack gap="lg">
        {sections.map((section, i) => (
          <section key={section.heading}>
            <Title order={2} fz="lg" mb="xs">
              {i + 1}. {section.heading}
            </Title>
            <Stack gap="xs">
              {section.body.map((p, j) => (
                <Text key={j} fz="sm" lh={1.6}>
                  {p}
                </Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Paper>
  );
}
