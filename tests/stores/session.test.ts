import { session } from '@/stores/session';
import { storageKeys } from '@/lib/storage-keys';
import { fakeToken } from '../support/session';

const token = (image: string) => fakeToken({ username: 'Maria Souza', image, subscriber: 'false', exp: Math.floor(Date.now() / 1000) + 3600 });

describe('session avatar', () => {
  afterEach(() => session.logout());

  it('shows a saved avatar over the one in the token, and a new login starts from the token again', () => {
    session.login(token('https://api.example/old.png'), '11987654321');
    expect(session.user?.image).toBe('https://api.example/old.png');
    session.updateAvatar('https://api.example/new.png');
    expect(session.user?.image).toBe('https://api.example/new.png');
    session.refresh();
    expect(session.user?.image).toBe('https://api.example/new.png');
    session.login(token('https://api.example/fresh.png'), '11987654321');
    expect(session.user?.image).toBe('https://api.example/fresh.png');
    expect(localStorage.getItem(storageKeys.avatar)).toBeNull();
  });

  it('ignores an avatar without a session or an empty one', () => {
    session.updateAvatar('https://api.example/x.png');
    expect(session.user).toBeNull();
    expect(localStorage.getItem(storageKeys.avatar)).toBeNull();
    session.login(token('https://api.example/old.png'), '11987654321');
    session.updateAvatar('');
    expect(session.user?.image).toBe('https://api.example/old.png');
  });
});
