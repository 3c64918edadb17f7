import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, Code, Link2, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { usePlayer } from '@/components/player/player-store';
import { Button, type ButtonProps } from '@/components/ui/button';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { oembedQueryOptions } from '@/components/share/get-oembed';
import { canShare, copyText } from '@/components/share/clipboard';
import {
  embedCode,
  mediaShareUrl,
  shareTimeLabel,
  wholeSeconds,
} from '@/components/share/share-links';

/** COPY_FAILED: what a refused clipboard says. */
export const COPY_FAILED = 'Could not copy. Your browser did not allow it.';

export interface ShareMenuProps {
  /** id, title and episodeCount of the item shared. */
  id: string;
  title: string;
  episodeCount: number;
  size?: ButtonProps['size'];
  className?: string;
}

async function copyWithToast(text: string, done: string) {
  if (await copyText(text)) toast.success(done);
  else toast.error(COPY_FAILED);
}

/**
 * ShareItems are the menu's entries. They mount only while the menu is open, so following the
 * player's time (to offer "Copy link at 12:34") costs nothing while it is closed.
 */
function ShareItems({ id, title, episodeCount }: ShareMenuProps) {
  const queryClient = useQueryClient();
  const origin = window.location.origin;
  const pageUrl = mediaShareUrl(id, origin);
  // What the player is on, when it is this item: the link "at the current time" starts there.
  const episodeId = usePlayer((s) =>
    s.media?._id === id ? (s.queue[s.index]?._id ?? null) : null,
  );
  const seconds = usePlayer((s) => (s.media?._id === id ? wholeSeconds(s.currentTime) : 0));
  const oembed = oembedQueryOptions(pageUrl);
  // Asked as the menu opens, so the server's code is at hand when "Copy embed code" is chosen.
  useQuery(oembed);

  const share = async () => {
    try {
      await navigator.share({ title, url: pageUrl });
    } catch (error) {
      // The visitor closed the share sheet: nothing to say. Anything else: copy the link instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyWithToast(pageUrl, 'Link copied');
    }
  };

  const copyEmbed = async () => {
    const served = await queryClient.fetchQuery(oembed).catch(() => null);
    const html = served?.html ?? embedCode({ id, title, episodeCount, origin });
    await copyWithToast(html, 'Embed code copied');
  };

  return (
    <>
      {canShare() ? (
        <>
          <DropdownMenuItem onSelect={() => void share()}>
            <Share2 aria-hidden="true" />
            Share…
          </DropdownMenuItem>
          <DropdownMenuSeparator />
        </>
      ) : null}
      <DropdownMenuItem onSelect={() => void copyWithToast(pageUrl, 'Link copied')}>
        <Link2 aria-hidden="true" />
        Copy link
      </DropdownMenuItem>
      {episodeId && seconds > 0 ? (
        <DropdownMenuItem
          onSelect={() =>
            void copyWithToast(
              mediaShareUrl(id, origin, { episodeId, seconds }),
              `Link at ${shareTimeLabel(seconds)} copied`,
            )
          }
        >
          <Clock aria-hidden="true" />
          Copy link at {shareTimeLabel(seconds)}
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuItem onSelect={() => void copyEmbed()}>
        <Code aria-hidden="true" />
        Copy embed code
      </DropdownMenuItem>
    </>
  );
}

/**
 * ShareMenu is an item's one "Share" control: the system share sheet where the browser has
 * one, the public page's link, the link at the time the player is at (when it is playing this
 * item), and the code that embeds its player on another site.
 */
export function ShareMenu(props: ShareMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size={props.size ?? 'lg'} className={props.className}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </DropdownMenuTrigger>
      {/*
        The menu stays where the button is, inside the page's <main> (DropdownMenuContent would
        portal it to <body>, outside every landmark); it is positioned fixed all the same. The
        classes are DropdownMenuContent's.
      */}
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        align="start"
        sideOffset={4}
        className="z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-56 overflow-x-hidden overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <ShareItems {...props} />
      </DropdownMenuPrimitive.Content>
    </DropdownMenu>
  );
}
