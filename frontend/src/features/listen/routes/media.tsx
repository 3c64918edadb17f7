import { useParams } from 'react-router-dom';
import { ListenMediaView } from '@/features/listen/components/listen-media-view';

/** ListenMedia is /app/media/:id: an approved item with its episodes, like and play. */
export default function ListenMedia() {
  const { id = '' } = useParams();
  return <ListenMediaView id={id} />;
}
