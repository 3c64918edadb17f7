/** paths: every screen URL of the app, in one place. */
export const paths = {
  home: '/',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  deleteAccount: '/delete-account',

  login: '/login',
  adminLogin: '/admin-login',
  createAccount: '/create-account',
  otp: '/otp',
  forgotPassword: '/forgot-password',
  logout: '/logout',

  user: {
    root: '/user',
    songs: '/user/songs',
    podcasts: '/user/podcasts',
    sermons: '/user/sermons',
    /** media: one of the creator's items (album, podcast or sermon) with its episodes. */
    media: (id: string) => `/user/media/${encodeURIComponent(id)}`,
    /** mediaPattern: the route of `media`, as the router matches it. */
    mediaPattern: '/user/media/:id',
    analytics: '/user/analytics',
  },

  app: {
    root: '/app',
    settings: '/app/settings',
    content: '/app/content',
    /** library: the listener's liked items, followed creators, downloads, history. */
    library: '/app/library',
    /** following: the creators the listener follows and what they published. */
    following: '/app/following',
    /** media: an approved item as a listener sees it, with its player. */
    media: (id: string) => `/app/media/${encodeURIComponent(id)}`,
    /** mediaPattern: the route of `media`, as the router matches it. */
    mediaPattern: '/app/media/:id',
  },

  admin: {
    root: '/admin',
    users: '/admin/users',
    songs: '/admin/songs',
    sermons: '/admin/sermons',
    podcasts: '/admin/podcasts',
    settings: '/admin/settings',
    /** reports: the items listeners reported, most reported first (open or resolved). */
    reports: '/admin/reports',
    /** appeals: creators' appeals of a rejection or takedown. */
    appeals: '/admin/appeals',
  },

  /** public: pages anyone may open without an account (API.md, "Reaching people without an account"). */
  public: {
    /** media: an approved item's public page; `episode` and `t` (seconds) start playback there. */
    media: (id: string, opts?: { episode?: string; t?: number }) => {
      const q = new URLSearchParams();
      if (opts?.episode) q.set('episode', opts.episode);
      if (opts?.t !== undefined && opts.t > 0) q.set('t', String(Math.floor(opts.t)));
      const qs = q.toString();
      return `/m/${encodeURIComponent(id)}${qs ? `?${qs}` : ''}`;
    },
    mediaPattern: '/m/:id',
    /** creator: a creator's public profile. */
    creator: (id: string) => `/c/${encodeURIComponent(id)}`,
    creatorPattern: '/c/:id',
    /** embedMedia / embedEpisode: the players made for an <iframe> on another site. */
    embedMedia: (id: string) => `/embed/media/${encodeURIComponent(id)}`,
    embedEpisode: (id: string) => `/embed/episodes/${encodeURIComponent(id)}`,
    /** unsubscribe: where a follower's new-item email links (`?token=`). */
    unsubscribe: '/unsubscribe',
    /**
     * reportCopyright: the copyright notice form, for one item (`?item=` its id, which the form
     * turns into the item's link) or blank.
     */
    reportCopyright: (item?: string) =>
      item ? `/report-copyright?item=${encodeURIComponent(item)}` : '/report-copyright',
    reportCopyrightPattern: '/report-copyright',
  },

  /** staffDashboard: PocketBase's own dashboard for superusers (served by the binary). */
  staffDashboard: '/_/',
} as const;

/** apiPaths: every server route the app calls, in one place. */
export const apiPaths = {
  users: {
    createAccount: '/api/users/create-new-account',
    verify: '/api/users/verify-user',
    resendCode: '/api/users/resend-verification-code',
    login: '/api/users/login',
    forgotPassword: '/api/users/forgot-password',
    verifyResetCode: '/api/users/verify-reset-code',
    resetPassword: '/api/users/reset-password',
    me: '/api/users/me',
    changePassword: '/api/users/change-password',
    messages: '/api/users/messages',
  },
  admin: {
    login: '/api/admin/login',
    users: '/api/admin/users/get-paginated-list-of-users',
    userStatistics: '/api/admin/users/get-user-statistics',
    userStatus: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/status`,
    userMessages: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/messages`,
    user: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
    usersCsv: '/api/admin/users/export.csv',
    dashboard: '/api/admin/dashboard',
    mediaHistory: (id: string) => `/api/admin/media/${encodeURIComponent(id)}/history`,
    /** revisions: live items whose edits wait for review, oldest first. */
    revisions: '/api/admin/revisions',
    uploadMedia: '/api/admin/upload-media',
    uploadEpisode: '/api/admin/upload-episode',
    me: '/api/admin/me',
    changePassword: '/api/admin/change-password',
    settings: '/api/admin/settings',
    /** reports: reported items with their reports (`status` open or resolved), `openReports`. */
    reports: '/api/admin/reports',
    /** report: PUT {action: dismiss|takedown, reason} resolves every open report of an item. */
    report: (mediaId: string) => `/api/admin/reports/${encodeURIComponent(mediaId)}`,
    /** appeals: creators' appeals (`status` open or decided), the open ones oldest first. */
    appeals: '/api/admin/appeals',
    /** appeal: PUT {action: grant|deny, reason} decides one appeal. */
    appeal: (id: string) => `/api/admin/appeals/${encodeURIComponent(id)}`,
    /** blockedDomains: GET the list, POST {domain} blocks one. */
    blockedDomains: '/api/admin/blocked-domains',
    /** blockedDomain: DELETE unblocks one. */
    blockedDomain: (id: string) => `/api/admin/blocked-domains/${encodeURIComponent(id)}`,
  },
  media: {
    statuses: '/api/media/media-statuses',
    byAdminStatus: '/api/media/media-by-admin-status',
    changeStatus: '/api/media/media-status',
    genres: '/api/media/genres',
    audioCategories: '/api/media/audio-categories',
    stats: '/api/media/media-stats',
    /** sermonFeed: the owner email the caller's sermon feeds publish, and their feed warnings. */
    sermonFeed: '/api/media/sermon-feed',
    userMedia: (userId = '') => `/api/media/user-media/${encodeURIComponent(userId)}`,
    /** uploadFromUploads: makes the media from finished tus uploads (see `uploads.tus`). */
    uploadFromUploads: '/api/media/upload-media-from-uploads',
    uploadEpisode: '/api/media/upload-episode',
    one: (id: string) => `/api/media/${encodeURIComponent(id)}`,
    /** importFeed: starts importing a podcast from its RSS feed on another host (202 {importId}). */
    importFeed: '/api/media/import-feed',
    /** feedImport: how one feed import is going ({status, done, total, errors, mediaId}). */
    feedImport: (importId: string) => `/api/media/imports/${encodeURIComponent(importId)}`,
    /** report: a listener's or visitor's report of an item (POST; signed out, with `email`). */
    report: (id: string) => `/api/media/${encodeURIComponent(id)}/report`,
    /** appeal: the owner's appeal of a rejection or takedown of their item (POST {message}). */
    appeal: (id: string) => `/api/media/${encodeURIComponent(id)}/appeal`,
    /** submit: sends one of the caller's drafts to review (it becomes pending). */
    submit: (id: string) => `/api/media/${encodeURIComponent(id)}/submit`,
    browse: '/api/media/browse',
    like: (id: string) => `/api/media/${encodeURIComponent(id)}/like`,
    plays: '/api/media/plays',
    position: (episodeId: string) =>
      `/api/media/episodes/${encodeURIComponent(episodeId)}/position`,
    /** reprocess: makes an episode's streaming rendition again (owner or admin). */
    reprocess: (episodeId: string) =>
      `/api/media/episodes/${encodeURIComponent(episodeId)}/reprocess`,
    /** transcript: PUT (multipart `file`, .vtt or .srt) sets an episode's transcript, DELETE removes it. */
    transcript: (episodeId: string) =>
      `/api/media/episodes/${encodeURIComponent(episodeId)}/transcript`,
    /** chapters: PUT {chapters} sets an episode's chapters, DELETE removes them. */
    chapters: (episodeId: string) =>
      `/api/media/episodes/${encodeURIComponent(episodeId)}/chapters`,
    /** original: the file the creator uploaded, as an attachment; it needs `?token=`. */
    original: (episodeId: string) =>
      `/api/media/episodes/${encodeURIComponent(episodeId)}/original`,
    continueListening: '/api/media/continue-listening',
    /** liked: the items the caller liked (that they may still see), latest liked first. */
    liked: '/api/media/liked',
    /** history: the episodes the caller played, latest first, with where they stopped. */
    history: '/api/media/history',
    /** played: PUT marks an episode played, DELETE unplayed (back to the start). */
    played: (episodeId: string) => `/api/media/episodes/${encodeURIComponent(episodeId)}/played`,
    analytics: '/api/media/analytics',
    analyticsCsv: '/api/media/analytics.csv',
    /** following: active media of the creators the caller follows, newest first. */
    following: '/api/media/following',
  },
  follows: {
    list: '/api/users/follows',
    one: (creatorId: string) => `/api/users/follows/${encodeURIComponent(creatorId)}`,
    unsubscribe: '/api/users/unsubscribe',
  },
  public: {
    media: (id: string) => `/api/public/media/${encodeURIComponent(id)}`,
    episode: (id: string) => `/api/public/episodes/${encodeURIComponent(id)}`,
    creator: (id: string) => `/api/public/creators/${encodeURIComponent(id)}`,
    oembed: '/api/oembed',
  },
  uploads: {
    /** tus: the tus 1.0.0 endpoint for resumable uploads (creation, termination, expiration). */
    tus: '/api/uploads/',
  },
  feeds: {
    /** podcast: a podcast's public RSS feed (root-relative; prefix the origin to share it). */
    podcast: (id: string) => `/api/feeds/podcasts/${encodeURIComponent(id)}.xml`,
    /** sermons: a creator's sermons as a podcast feed. */
    sermons: (userId: string) => `/api/feeds/creators/${encodeURIComponent(userId)}/sermons.xml`,
    /** series: one sermon series (its slug: feed.SeriesSlug of the theme). */
    series: (userId: string, slug: string) =>
      `/api/feeds/series/${encodeURIComponent(userId)}/${encodeURIComponent(slug)}.xml`,
  },
} as const;
