import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ArrowRightIcon, ClockIcon } from 'lucide-react';

import { BLOG_POSTS, type BlogPost } from '../../content/blog-posts';
import { SectionHeading } from './section-heading';

// The article dialog (and the dialog primitives under it) loads when a visitor reaches for a post,
// not with the page.
const loadBlogPostDialog = () => import('./blog-post-dialog');
const BlogPostDialog = lazy(loadBlogPostDialog);

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function formatDate(iso: string) {
  return dateFormat.format(new Date(`${iso}T12:00:00Z`));
}

/** BlogSection teases the latest articles; each opens in full in a dialog. */
export function BlogSection() {
  return (
    <section
      id="blog"
      aria-labelledby="blog-title"
      className="scroll-mt-16 bg-white py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="blog-title"
          eyebrow="Blog"
          title="Notes on publishing gospel audio"
          description="Practical advice for the people behind the microphone, from recording a sermon to releasing a cover."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function BlogCard({ post }: { post: BlogPost }) {
  const [open, setOpen] = useState(false);
  // Set at the first opening; the dialog then stays mounted, so closing it returns focus to the title.
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const date = formatDate(post.date);

  const preload = () => {
    void loadBlogPostDialog();
  };

  return (
    <>
      <article className="group relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
        <div className="flex items-center justify-between gap-3 text-xs">
          <span className="rounded-full bg-accent px-2.5 py-1 font-semibold text-accent-foreground">
            {post.category}
          </span>
          <span className="flex items-center gap-1 text-muted-foreground">
            <ClockIcon aria-hidden="true" className="size-3.5" />
            {post.readingMinutes} min read
          </span>
        </div>
        <h3 className="mt-5 text-lg leading-snug font-semibold text-foreground">
          <button
            ref={triggerRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? contentId : undefined}
            data-state={open ? 'open' : 'closed'}
            data-slot="dialog-trigger"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              setRequested(true);
              setOpen(true);
            }}
            className="text-left group-focus-within:underline after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {post.title}
          </button>
        </h3>
        <p className="mt-3 flex-1 leading-7 text-muted-foreground">{post.excerpt}</p>
        <div className="mt-6 flex items-center justify-between text-sm">
          <time dateTime={post.date} className="text-muted-foreground">
            {date}
          </time>
          <span
            aria-hidden="true"
            className="flex items-center gap-1 font-medium text-primary-strong"
          >
            Read
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </article>
      {requested ? (
        <Suspense fallback={null}>
          <BlogPostDialog
            post={post}
            date={date}
            contentId={contentId}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              triggerRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
