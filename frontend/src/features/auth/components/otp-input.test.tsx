import * as React from 'react';
import { render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OtpInput } from '@/features/auth/components/otp-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = React.useState(initial);
  return (
    <>
      <OtpInput value={value} onChange={setValue} label="Verification code" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const value = () => screen.getByTestId('value').textContent;

describe('OtpInput', () => {
  it('renders six labelled boxes in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes one digit per box and moves focus on as you type', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('4');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('271');
    expect(box(4)).toHaveValue('1');
    expect(box(5)).toHaveFocus();
    expect(value()).toBe('4271');
  });

  it('ignores letters and symbols', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    await user.keyboard('-');
    expect(box(1)).toHaveValue('');
    await user.keyboard('7');
    expect(box(1)).toHaveValue('7');
    expect(box(2)).toHaveFocus();
    await user.keyboard('x');
    expect(box(2)).toHaveValue('');
    expect(value()).toBe('7');
  });

  it('replaces the digit in a filled box instead of adding a second one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    await user.click(box(3));
    await user.keyboard('9');
    expect(box(3)).toHaveValue('9');
    expect(value()).toBe('129456');
  });

  it('on Backspace in an empty box clears the previous box and moves back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(value()).toBe('1');
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveValue('');
    expect(value()).toBe('');
  });

  it('on Backspace in a filled box clears that box and stays', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123" />);
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveValue('');
    expect(box(3)).toHaveFocus();
    expect(value()).toBe('12');
  });

  it('fills up to six boxes from a paste, dropping non-digits, and focuses the last', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('12-34 56789');
    expect(screen.getAllByRole('textbox').map((el) => (el as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(value()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('fills from the focused box on a short paste and focuses the next empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(2));
    await user.paste('a8b9');
    expect(box(1)).toHaveValue('');
    expect(box(2)).toHaveValue('8');
    expect(box(3)).toHaveValue('9');
    expect(box(4)).toHaveFocus();
  });

  it('ignores a paste without digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.paste('abc');
    expect(value()).toBe('');
  });

  it('spreads an autofilled code over the boxes', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(value()).toBe('654321');
    expect(box(6)).toHaveValue('1');
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(box(2));
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
  });
});
