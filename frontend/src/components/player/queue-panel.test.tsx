import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { player, type QueueEpisode } from '@/components/player/player-store';
import { QueuePanel } from '@/components/player/queue-panel';

const media = {
  _id: 'm1',
  title: 'Romans',
  type: 'sermon' as const,
  artist: 'Pastor Ann',
  cover: '',
};

function episode(id: string, title: string): QueueEpisode {
  return {
    _id: id,
    title,
    position: 1,
    duration: 60,
    streamUrl: `/s/${id}`,
    resumeAt: 0,
    peaks: null,
  };
}

function queuedTitles() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

afterEach(() => player.clearQueue());

describe('QueuePanel row buttons', () => {
  it('move a queued episode up and down and remove it; the ends cannot move further', async () => {
    player.enqueue(media, [episode('a', 'First'), episode('b', 'Second')], 'last');
    render(<QueuePanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Queue, 2 up next' }));

    expect(await screen.findByRole('button', { name: 'Move up: First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Second' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up: Second' })).toHaveAttribute(
      'title',
      'Move up (Alt+↑)',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Move down: First' }));
    expect(queuedTitles()[0]).toContain('Second');
    expect(queuedTitles()[1]).toContain('First');

    await userEvent.click(screen.getByRole('button', { name: 'Move up: First' }));
    expect(queuedTitles()[0]).toContain('First');

    await userEvent.click(screen.getByRole('button', { name: 'Remove from queue: First' }));
    expect(queuedTitles()).toHaveLength(1);
    expect(queuedTitles()[0]).toContain('Second');
  });
});
