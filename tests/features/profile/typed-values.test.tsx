import { screen } from '@testing-library/react';
import { saveProfile } from '@/features/profile/shared/api/profile';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import { DEMO } from '@pecaja/simulated-api/seed';
import { openProfileModal } from '../../support/profile';
import { loginAs } from '../../support/session';

const SLOW = { timeout: 5000 };

const open = openProfileModal;

/** What the profile holds is what was typed: a wrong value is refused with a message, never reshaped. */
describe('profile: typed values are kept and checked', () => {
  it.each(['XYZ', 'XY', 'S1'])('the state %j is kept as typed and refused: it must be one of the 27 UFs', async (typed) => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    loginAs('subscriber');
    const { user } = open();
    const state = await screen.findByLabelText('UF', {}, SLOW);
    await user.clear(state);
    await user.type(state, typed);
    expect(state).toHaveValue(typed);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a sigla de um estado brasileiro, como SP.')).toBeInTheDocument();
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(state).toHaveValue(typed);
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('a state typed in lower case is the UF', async () => {
    loginAs('subscriber');
    const { user } = open();
    const state = await screen.findByLabelText('UF', {}, SLOW);
    await user.clear(state);
    await user.type(state, 'rj');
    expect(state).toHaveValue('RJ');
  });

  it.each(['+55 11 97654-3210', '011976543210', '+55 (11) 97654-3210'])('a pasted phone %j loses its country code and trunk zero', async (pasted) => {
    loginAs('buyer');
    const { user } = open();
    const phone = await screen.findByLabelText('Celular', {}, SLOW);
    await user.clear(phone);
    await user.paste(pasted);
    expect(phone).toHaveValue('(11) 9-7654-3210');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('the simulated API refuses a state that is no UF', async () => {
    loginAs('subscriber');
    const user = db().users.find((u) => u.phone === DEMO.subscriber.phone)!;
    const result = await saveProfile({ state: 'XY' });
    expect(result).toMatchObject({ kind: 'error', invalid: ['state'] });
    expect(user.profile.state).not.toBe('XY');
  });
});
