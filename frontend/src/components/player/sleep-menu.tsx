import * as React from 'react';
import { Moon } from 'lucide-react';
import { formatDuration } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { RadioMenu } from '@/components/radio-menu';
import { player, usePlayer } from '@/components/player/player-store';
import { SLEEP_CHOICES, type SleepChoice, type SleepState } from '@/components/player/sleep-timer';

const choiceLabel = (c: SleepChoice) =>
  c === 'off' ? 'Off' : c === 'end' ? 'End of episode' : `${c} minutes`;

const OPTIONS = SLEEP_CHOICES.map((c) => ({ value: String(c), label: choiceLabel(c) }));

/** useTimeLeft is the sleep timer's time left, refreshed every second while it runs. */
function useTimeLeft(sleep: SleepState): number | null {
  const [, tick] = React.useReducer((n: number) => n + 1, 0);
  React.useEffect(() => {
    if (sleep.kind !== 'at') return;
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [sleep]);
  return sleep.kind === 'at' ? player.sleepRemaining() : null;
}

/** SleepMenu sets the sleep timer; while set, its button shows the time left or "End". */
export function SleepMenu({ className }: { className?: string }) {
  const sleep = usePlayer((s) => s.sleep);
  const left = useTimeLeft(sleep);
  const shown =
    sleep.kind === 'end' ? 'End' : left !== null ? formatDuration(Math.ceil(left / 1000)) : '';
  // The open menu is rendered inside the bar, so it stays within the "Now playing" landmark.
  const [box, setBox] = React.useState<HTMLSpanElement | null>(null);
  const value = sleep.kind === 'at' ? String(sleep.minutes) : sleep.kind;
  return (
    // Not modal: the bar stays readable (and axe-clean) while the menu is open, as ShareMenu.
    <span ref={setBox} className="contents">
      <RadioMenu
        modal={false}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className={cn(
              'h-8 gap-1 px-2 tabular-nums',
              sleep.kind !== 'off' && 'text-gold-800',
              className,
            )}
            aria-label={
              sleep.kind === 'off'
                ? 'Sleep timer: off'
                : sleep.kind === 'end'
                  ? 'Sleep timer: end of episode'
                  : `Sleep timer: ${shown} left`
            }
            title="Sleep timer"
          >
            <Moon aria-hidden="true" className={cn(sleep.kind !== 'off' && 'fill-current')} />
            {shown ? <span data-testid="sleep-left">{shown}</span> : null}
          </Button>
        }
        label="Sleep timer"
        value={value}
        options={OPTIONS}
        onChange={(v) =>
          player.setSleep(v === 'off' || v === 'end' ? v : (Number(v) as SleepChoice))
        }
        side="top"
        contentClassName="min-w-40"
        container={box}
      />
    </span>
  );
}
