import { useSearchParams } from 'react-router-dom';
import { CopyrightNoticePage } from '@/features/public/components/copyright-notice-page';

/** ReportCopyright is /report-copyright?item={id}: the copyright notice form, signed in or not. */
export default function ReportCopyright() {
  const [params] = useSearchParams();
  return <CopyrightNoticePage item={params.get('item') ?? ''} />;
}
