import { ToastHost } from '@/components/toast/toast-host';
import { ProfileModal } from '@/features/profile/profile-modal';
import { renderWithProviders } from './render';

/** The profile dialog opened as the top bar opens it, with the toasts beside it. */
export function openProfileModal() {
  return renderWithProviders(
    <>
      <ToastHost />
      <ProfileModal show onClose={() => undefined} />
    </>,
  );
}
