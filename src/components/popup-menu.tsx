import Dropdown from 'react-bootstrap/Dropdown';
import type { DropdownMenuProps } from 'react-bootstrap/DropdownMenu';

/**
 * A dropdown menu that no scroll box clips (a menu in a table's row, say): Popper places it with
 * `position: fixed` under its toggle, flipped above it when there is no room below, and inside the
 * window. The menu is fixed from its first render because Popper measures the toggle against the
 * menu's own offset parent: Bootstrap's `.dropdown-menu` is absolute, so with only the fixed
 * strategy the first placement is computed against the toggle's wrapper and drawn at the
 * window's top right corner. Not for a menu inside a Navbar: Bootstrap places those itself.
 */
export function PopupMenu({ className, popperConfig, ...props }: DropdownMenuProps) {
  return (
    <Dropdown.Menu {...props} className={className ? `position-fixed ${className}` : 'position-fixed'} popperConfig={{ ...popperConfig, strategy: 'fixed' }} />
  );
}
