import { AllContentPage } from '@/features/creator/components/all-content-page';

/** AllContent is /app/content: every item of the creator, any type, with filters and paging. */
export default function AllContent() {
  return <AllContentPage />;
}
