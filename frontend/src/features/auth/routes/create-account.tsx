import { CreateAccountForm } from '@/features/auth/components/create-account-form';

export default function CreateAccountRoute() {
  return <CreateAccountForm />;
}
