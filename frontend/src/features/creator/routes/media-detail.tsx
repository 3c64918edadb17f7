import { useParams } from 'react-router-dom';
import { MediaDetailView } from '@/features/creator/components/media-detail-view';

/** CreatorMediaDetail is /user/media/:id: one of the creator's items with its episodes. */
export default function CreatorMediaDetail() {
  const { id = '' } = useParams();
  return <MediaDetailView id={id} />;
}
