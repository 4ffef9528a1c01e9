import { PlaceholderPage } from '../shell/PlaceholderPage';

export default function ForgotPasswordPage() {
  return <PlaceholderPage />;
}
