import { TermsContent } from '@/features/public/components/terms-content';

/** TermsPage is the public terms of service at /terms. */
export default function TermsPage() {
  return <TermsContent />;
}
