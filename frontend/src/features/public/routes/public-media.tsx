import { useParams } from 'react-router-dom';
import { PublicMediaView } from '@/features/public/components/public-media-view';

/** PublicMedia is /m/:id: an approved item's public page, playable without an account. */
export default function PublicMedia() {
  const { id = '' } = useParams();
  return <PublicMediaView id={id} />;
}
