import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RadioMenu } from '@/components/radio-menu';

const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
] as const;

function Harness({ container }: { container?: boolean }) {
  const [value, setValue] = React.useState<'all' | 'live'>('all');
  const [box, setBox] = React.useState<HTMLElement | null>(null);
  return (
    <>
      <section aria-label="Box" ref={setBox} />
      <RadioMenu
        trigger={<button type="button">Status: {value}</button>}
        label="Filter by status"
        value={value}
        options={OPTIONS}
        onChange={setValue}
        container={container ? box : undefined}
      />
    </>
  );
}

describe('RadioMenu', () => {
  it('opens under its heading with the current choice checked, and picks another', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Status: all' }));
    expect(await screen.findByText('Filter by status')).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'Live' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Live' }));
    expect(screen.getByRole('button', { name: 'Status: live' })).toBeInTheDocument();
  });

  it('renders the open menu inside its container when given one', async () => {
    render(<Harness container />);
    await userEvent.click(screen.getByRole('button', { name: 'Status: all' }));
    const item = await screen.findByRole('menuitemradio', { name: 'Live' });
    expect(screen.getByRole('region', { name: 'Box' })).toContainElement(item);
  });
});
