import { BrowsePage } from '@/features/listen/components/browse-page';

/** AppHome is /app: the listener's catalogue, with what they were listening to. */
export default function AppHome() {
  return <BrowsePage />;
}
