import { PrivacyPolicyContent } from '@/features/public/components/privacy-policy-content';

/** PrivacyPolicyPage is the public privacy policy at /privacy-policy. */
export default function PrivacyPolicyPage() {
  return <PrivacyPolicyContent />;
}
