import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';

type Action = { onConfirm: () => void } | { onSubmit: React.FormEventHandler<HTMLFormElement> };

/** Harness holds the open state as the callers do, and lets a test mark the step as running. */
function Harness({ pending = false, action }: { pending?: boolean; action: Action }) {
  const [open, setOpen] = React.useState(false);
  const props: ConfirmDialogProps = {
    open,
    onOpenChange: setOpen,
    trigger: <button type="button">Delete it</button>,
    title: 'Delete the thing?',
    description: 'This cannot be undone.',
    keepLabel: 'Keep it',
    confirmLabel: 'Delete thing',
    pending,
    pendingLabel: 'Deleting...',
    ...action,
  };
  return <ConfirmDialog {...props} />;
}

describe('ConfirmDialog', () => {
  it('opens from its trigger with the title and description, and closes on keep without going ahead', async () => {
    const onConfirm = vi.fn();
    render(<Harness action={{ onConfirm }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete the thing?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('goes ahead on the destructive button', async () => {
    const onConfirm = vi.fn();
    render(<Harness action={{ onConfirm }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete thing' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('submits its form from the destructive button when given onSubmit', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(<Harness action={{ onSubmit }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete thing' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('stays open while pending: buttons disabled, no close button, Escape ignored', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<Harness action={{ onConfirm }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await screen.findByRole('dialog');
    rerender(<Harness pending action={{ onConfirm }} />);

    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
