// Placeholder until the public-pages helper writes the real layout; replace freely.
import { Outlet } from 'react-router-dom';

export default function PublicLayout() {
  return <Outlet />;
}
