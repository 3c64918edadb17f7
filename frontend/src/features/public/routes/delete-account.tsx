import { DeleteAccountContent } from '@/features/public/components/delete-account-page';

/** DeleteAccountPage explains what deleting an account means, offers alternatives, and does it. */
export default function DeleteAccountPage() {
  return <DeleteAccountContent />;
}
