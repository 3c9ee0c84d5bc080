import i18next from 'i18next';
import { errorText } from '@/api/error-text';
import { ApiError } from '@/api/errors';
import { i18n } from '@/app/i18n';
import { SHELL_SOURCES } from '../../server/pwa';
import ptCommon from '../../locales/pt/common.json';

const offline = () => new ApiError({ kind: 'network', status: null, code: 'OFFLINE' });

describe('errorText and the API error catalogue (the api namespace)', () => {
  it('reads a code from the catalogue once it is loaded', () => {
    expect(errorText(i18n.t, offline())).toBe('Sem conexão com a internet. Verifique sua conexão e tente novamente.');
    expect(errorText(i18n.t, new Error('boom'))).toBe('Erro na requisição');
  });

  it('without the catalogue (its file could not be loaded) says "Erro na requisição", never a key', async () => {
    const bare = i18next.createInstance();
    await bare.init({ lng: 'pt', resources: { pt: { common: ptCommon } }, ns: ['common'], defaultNS: 'common' });
    expect(errorText(bare.t, offline())).toBe('Erro na requisição');
    expect(errorText(bare.t, new Error('boom'))).toBe('Erro na requisição');
  });

  it("is kept by the installed app's worker with the screens it precaches, in both languages", () => {
    for (const file of ['locales/pt/api.json', 'locales/en/api.json', 'locales/pt/search.json', 'locales/en/search.json'])
      expect(SHELL_SOURCES).toContain(file);
  });
});
