import { ArrowRightIcon, ClockIcon } from 'lucide-react';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

import { BLOG_POSTS, type BlogPost } from '../../content/blog-posts';
import { SectionHeading } from './section-heading';

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
  return (
    <Dialog>
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
          <DialogTrigger className="text-left group-focus-within:underline after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
            {post.title}
          </DialogTrigger>
        </h3>
        <p className="mt-3 flex-1 leading-7 text-muted-foreground">{post.excerpt}</p>
        <div className="mt-6 flex items-center justify-between text-sm">
          <time dateTime={post.date} className="text-muted-foreground">
            {formatDate(post.date)}
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
      <DialogContent className="max-w-2xl p-0">
        <div className="p-6 sm:p-8">
          <DialogHeader className="text-left">
            <p className="text-xs font-semibold tracking-wide text-primary-strong uppercase">
              {post.category}
            </p>
            <DialogTitle className="pr-6 text-2xl leading-tight">{post.title}</DialogTitle>
            <DialogDescription>
              <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min
              read
            </DialogDescription>
          </DialogHeader>
          <div className="mt-6 space-y-4 leading-7 text-stone-700">
            {post.body.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
