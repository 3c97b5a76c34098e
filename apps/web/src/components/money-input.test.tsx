import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { amountToCents, centsToAmount, formatAmountTyping, formatMoney, MoneyInput } from './money-input';

describe('the amount helper', () => {
  it('strips non-numeric characters and leading zeros, keeps at most 2 decimals and adds commas', () => {
    expect(formatAmountTyping('$1234567')).toBe('1,234,567');
    expect(formatAmountTyping('00012a3')).toBe('123');
    expect(formatAmountTyping('0')).toBe('0');
    expect(formatAmountTyping('0.5')).toBe('0.5');
    expect(formatAmountTyping('.5')).toBe('0.5');
    expect(formatAmountTyping('12.345')).toBe('12.34');
    expect(formatAmountTyping('1.2.3')).toBe('1.23');
    expect(formatAmountTyping('12.')).toBe('12.');
    expect(formatAmountTyping('-5')).toBe('5');
  });

  it('converts between typed dollars and integer cents without floating point drift', () => {
    expect(amountToCents('1,234.5')).toBe(123_450);
    expect(amountToCents('0.29')).toBe(29);
    expect(amountToCents('')).toBeNull();
    expect(centsToAmount(123_450)).toBe('1,234.50');
    expect(centsToAmount(50_000_000)).toBe('500,000');
    expect(centsToAmount(null)).toBe('');
    expect(formatMoney(123_450)).toBe('$1,234.50');
    expect(formatMoney(100_000)).toBe('$1,000');
  });

  it('shows amounts to read in Australian dollars: $, thousands commas, cents only when there are some', () => {
    expect(formatMoney(123_456_789_00)).toBe('$123,456,789');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-250_000)).toBe('-$2,500');
    expect(formatMoney(null)).toBe('');
  });
});

function Harness() {
  const [cents, setCents] = useState<number | null>(null);
  return (
    <>
      <MoneyInput label="Amount" value={cents} onChange={setCents} />
      <output data-testid="cents">{String(cents)}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it('shows a stored amount after a $ sign, with thousands commas', () => {
    renderPage(<MoneyInput label="Loan amount" value={123_456_700} onChange={() => {}} />);
    const input = screen.getByLabelText('Loan amount');
    expect(input).toHaveValue('1,234,567');
    expect(input.closest('.mantine-Input-wrapper')).toHaveTextContent(/^\$/);
  });

  it('shows dollars with commas while typing and hands out cents', async () => {
    renderPage(<Harness />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '0012500.756');
    expect(input).toHaveValue('12,500.75');
    expect(screen.getByTestId('cents')).toHaveTextContent('1250075');
    await userEvent.clear(input);
    await userEvent.type(input, '7.');
    // The dot survives the round trip through cents.
    expect(input).toHaveValue('7.');
    expect(screen.getByTestId('cents')).toHaveTextContent('700');
    await userEvent.type(input, '5');
    await userEvent.tab();
    expect(input).toHaveValue('7.50');
  });
});
