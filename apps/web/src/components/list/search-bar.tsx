import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A list's search box: it searches on Enter (docs/spec/core-and-application.md §2 Broker list), not on every key, so
 * each search is one URL and one request. Reset returns the list to its default view. The box follows the URL on
 * back/forward.
 */
export function SearchBar({
  value,
  onSearch,
  onReset,
  placeholder,
  label,
}: {
  value: string;
  onSearch: (query: string) => void;
  onReset: () => void;
  placeholder: string;
  label: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    // On a phone the box takes the row's width beside Reset instead of overflowing it (the client list).
    <Group gap="xs" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
      <TextInput
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onSearch(text);
          }
        }}
        w={{ base: 'auto', xs: 300 }}
        style={{ flex: '1 1 auto', minWidth: 0 }}
      />
      {/* Never squeezed: the box gives up the room, so "Reset" is never cut short on a phone. */}
      <Button variant="default" onClick={onReset} style={{ flex: 'none' }}>
        Reset
      </Button>
    </Group>
  );
}
