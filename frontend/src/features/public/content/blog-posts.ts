/**
 * BlogPost is one short article teased on the landing page; its body (blog-post-bodies.ts) opens in
 * a dialog and loads with it.
 */
export interface BlogPost {
  slug: string;
  category: string;
  title: string;
  excerpt: string;
  /** ISO date, rendered for people by the page */
  date: string;
  readingMinutes: number;
}

/** BLOG_POSTS are the articles teased in the landing page's blog section, newest first. */
export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'sermon-recording-checklist',
    category: 'For pastors',
    title: 'From Sunday’s pulpit to Monday’s commute: a sermon recording checklist',
    excerpt:
      'A clean feed from the sound desk, a trimmed start, and a title people can search for. Five habits that make a sermon worth pressing play on.',
    date: '2025-09-02',
    readingMinutes: 4,
  },
  {
    slug: 'show-notes-that-get-read',
    category: 'For podcasters',
    title: 'Show notes people actually read',
    excerpt:
      'Podcast apps show the first line or two of your description and little else. How to use that space, and what belongs further down.',
    date: '2025-08-26',
    readingMinutes: 3,
  },
  {
    slug: 'rights-before-release',
    category: 'For artists',
    title: 'Before you release a cover: rights, licences and hymns',
    excerpt:
      'A church licence covers worship in your services, not releasing a recording. What to check before you upload a cover, and why old hymns are often the easy part.',
    date: '2025-08-19',
    readingMinutes: 5,
  },
];
