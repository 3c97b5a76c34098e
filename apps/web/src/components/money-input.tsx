import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Money is integer cents in the API (docs/engineering-guide.md §4) and dollars on screen. The spec's amount helper
 * (docs/spec/settings-billing-admin.md §8): strips non-numeric characters and leading zeros, keeps at most 2 decimals,
 * adds thousands commas.
 */
export function formatAmountTyping(typed: string): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let whole = dot === -1 ? cleaned : cleaned.slice(0, dot);
  const decimals =
    dot === -1
      ? null
      : cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole === '' && decimals !== null) whole = '0';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === null ? grouped : `${grouped}.${decimals}`;
}

/** Whole cents from typed dollars ('1,234.5' is 123450), or null when nothing is typed. */
export function amountToCents(text: string): number | null {
  const cleaned = text.replace(/[^\d.]/g, '');
  if (cleaned === '' || cleaned === '.') return null;
  const [whole = '', decimals = ''] = cleaned.split('.');
  // Read as two integers: parseFloat('0.29') * 100 is 28.999…
  return Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

/** Dollars to edit: '1,234', or '1,234.50' when there are cents. */
export function centsToAmount(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest === 0 ? grouped : `${grouped}.${String(rest).padStart(2, '0')}`;
}

const currency = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const currencyWhole = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

/** An amount to read ('$1,234.50'; whole dollars without '.00'). */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return cents % 100 === 0 ? currencyWhole.format(cents / 100) : currency.format(cents / 100);
}

/** How many digits and dots come before a caret position, so the caret keeps its place after commas move. */
const significantBefore = (text: string, caret: number) => text.slice(0, caret).replace(/[^\d.]/g, '').length;

function caretAfter(formatted: string, significant: number): number {
  if (significant === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/[\d.]/.test(formatted[i] as string)) seen++;
    if (seen === significant) return i + 1;
  }
  return formatted.length;
}

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** The amount in integer cents, or null when empty. */
  value: number | null;
  /** Called on every keystroke with the typed amount in cents (null when cleared). */
  onChange: (cents: number | null) => void;
}

/**
 * A dollar amount field that hands its owner integer cents. It keeps the text as typed (so '12.' survives a
 * re-render) and takes a new `value` from outside only when it is a different amount.
 */
export function MoneyInput({ value, onChange, onBlur, leftSection, ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => centsToAmount(value));
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  if (value !== amountToCents(text)) {
    // A different amount came from outside (a save's answer, 'Use theirs'): show it. Setting state during render
    // is React's way to derive state from a prop without an extra paint.
    setText(centsToAmount(value));
  }

  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <TextInput
      {...rest}
      ref={input}
      inputMode="decimal"
      autoComplete="off"
      leftSection={leftSection ?? '$'}
      value={text}
      onBlur={(event) => {
        // Leaving the field shows the amount as it will read later: '12.5' becomes '12.50'.
        setText(centsToAmount(value));
        onBlur?.(event);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const formatted = formatAmountTyping(typed);
        caret.current = caretAfter(formatted, significantBefore(typed, event.currentTarget.selectionStart ?? 0));
        setText(formatted);
        onChange(amountToCents(formatted));
      }}
    />
  );
}
