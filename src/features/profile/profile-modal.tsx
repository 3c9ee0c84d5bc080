/** Placeholder: the profile modal comes with the account issue. */
export function ProfileModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  return show ? <button type="button" onClick={onClose}>x</button> : null;
}
