import { Library } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { EmptyState } from '@/components/empty-state';
import { ITEM_GRID } from '@/components/item-card';
import { ItemQueryView } from '@/components/item-query-view';
import { Pager } from '@/components/pager';
import { UserAvatar } from '@/components/user-avatar';
import { FollowButton } from '@/components/follow/follow-button';
import {
  CREATOR_PAGE_SIZE,
  usePatchCreatorFollow,
  usePublicCreator,
  type PublicCreatorPage,
} from '@/features/public/api/get-public-creator';
import { FeedLinks } from '@/features/public/components/feed-links';
import { PublicMediaCard } from '@/features/public/components/public-media-card';
import { PublicNotFound } from '@/features/public/components/public-not-found';
import { pageTitle, useDocumentTitle } from '@/features/public/hooks/use-document-title';

function CreatorProfile({
  data,
  page,
  onPage,
  loadingPage,
}: {
  data: PublicCreatorPage;
  page: number;
  onPage: (page: number) => void;
  loadingPage: boolean;
}) {
  const { creator, media, feeds } = data;
  const patchFollow = usePatchCreatorFollow(creator._id);
  useDocumentTitle(pageTitle(creator.name));
  return (
    <div className="grid gap-10">
      <header className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-center sm:text-left">
        <UserAvatar
          src={creator.avatar || null}
          name={creator.name}
          className="size-28 text-4xl shadow-md sm:size-32"
        />
        <div className="grid min-w-0 flex-1 justify-items-center gap-3 sm:justify-items-start">
          <span className="text-xs font-semibold tracking-wider text-gold-700 uppercase">
            Creator
          </span>
          <h1 className="text-3xl font-semibold tracking-tight break-words sm:text-4xl">
            {creator.name}
          </h1>
          {creator.bio ? (
            <p className="max-w-2xl text-base leading-relaxed whitespace-pre-line text-muted-foreground">
              {creator.bio}
            </p>
          ) : null}
          <FollowButton
            creatorId={creator._id}
            creatorName={creator.name}
            following={creator.following}
            followers={creator.followers}
            onSaved={patchFollow}
            className="justify-center pt-1 sm:justify-start"
          />
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="items-heading" className="grid content-start gap-4">
          <h2 id="items-heading" className="text-lg font-semibold">
            Published{' '}
            <span className="font-normal text-muted-foreground tabular-nums">
              ({formatCount(media.total)})
            </span>
          </h2>
          {media.data.length === 0 ? (
            <EmptyState
              icon={<Library aria-hidden="true" />}
              title="Nothing on this page"
              description="Go back to the first page to see what they have published."
            />
          ) : (
            <ul className={ITEM_GRID} aria-busy={loadingPage}>
              {media.data.map((item) => (
                <li key={item._id}>
                  <PublicMediaCard media={item} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pageSize={CREATOR_PAGE_SIZE}
            total={media.total}
            onPageChange={onPage}
            noun="items"
          />
        </section>
        <aside className="grid content-start gap-6">
          <FeedLinks feeds={feeds} />
        </aside>
      </div>
    </div>
  );
}

/** PublicCreatorRoute is /c/:id: a creator's public profile, their published items and their feeds. */
export function PublicCreatorView({
  id,
  page,
  onPage,
}: {
  id: string;
  page: number;
  onPage: (next: number) => void;
}) {
  const query = usePublicCreator(id, page);
  return (
    <ItemQueryView query={query} notFound={<PublicNotFound what="creator" />}>
      {(data) => (
        <CreatorProfile
          data={data}
          page={page}
          onPage={onPage}
          loadingPage={query.isPlaceholderData}
        />
      )}
    </ItemQueryView>
  );
}
