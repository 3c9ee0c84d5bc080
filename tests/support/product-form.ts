import { screen } from '@testing-library/react';
import type { renderApp } from './render';

type User = ReturnType<typeof renderApp>['user'];

/** A file with a PNG's signature: enough for the form, which scales only what a browser decodes. */
export const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

/** Fills /adm/productCreate with a valid new part (and its code, when given) and one photo. */
export async function fillPartForm(user: User, name: string, code?: string) {
  await user.type(await screen.findByLabelText('Nome da peça', {}, { timeout: 5000 }), name);
  if (code) await user.type(screen.getByLabelText('Código da peça (opcional)'), code);
  await user.type(screen.getByLabelText('Fabricante'), 'Bosch');
  await user.type(screen.getByLabelText('Marcas compatíveis'), 'Fiat');
  await user.type(screen.getByLabelText('Modelos e anos compatíveis'), 'Argo 2020');
  await user.type(screen.getByLabelText('Descrição'), 'Jogo com 4 pastilhas');
  await user.click(screen.getByRole('radio', { name: 'Nova' }));
  await user.type(screen.getByLabelText('Preço'), '12345');
  await pickPhotos(user, 'frente.png');
}

/**
 * Picks photos named `names` in the form's Imagens field and waits until each shows its thumbnail.
 * A picked file is checked (its bytes read) before it joins the form: a submit before then is told
 * the photo is missing, which a busy CI machine made happen.
 */
export async function pickPhotos(user: User, ...names: string[]) {
  await user.upload(screen.getByLabelText('Imagens'), names.map(png));
  for (const name of names) await screen.findByRole('img', { name: `Miniatura de ${name}` });
}
