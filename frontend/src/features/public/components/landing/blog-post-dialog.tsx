import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

import { BLOG_POST_BODIES } from '../../content/blog-post-bodies';
import type { BlogPost } from '../../content/blog-posts';

interface BlogPostDialogProps {
  post: BlogPost;
  /** the post's date, formatted for people */
  date: string;
  /** id of the dialog element, which the card's trigger button controls */
  contentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** moves focus back to the card's trigger when the dialog closes */
  onCloseAutoFocus: (event: Event) => void;
}

/** BlogPostDialog shows one landing-page article in full; BlogSection loads it on demand. */
export default function BlogPostDialog({
  post,
  date,
  contentId,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: BlogPostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent id={contentId} className="max-w-2xl p-0" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="p-6 sm:p-8">
          <DialogHeader className="text-left">
            <p className="text-xs font-semibold tracking-wide text-primary-strong uppercase">
              {post.category}
            </p>
            <DialogTitle className="pr-6 text-2xl leading-tight">{post.title}</DialogTitle>
            <DialogDescription>
              <time dateTime={post.date}>{date}</time> · {post.readingMinutes} min read
            </DialogDescription>
          </DialogHeader>
          <div className="mt-6 space-y-4 leading-7 text-stone-700">
            {(BLOG_POST_BODIES[post.slug] ?? []).map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
