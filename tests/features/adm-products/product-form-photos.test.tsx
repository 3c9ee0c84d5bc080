import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scaleDownPhoto } from '@/lib/photos';
import type * as Photos from '@/lib/photos';
import { db } from '@pecaja/simulated-api/db';
import { server } from '@pecaja/simulated-api/node';
import type { Product } from '@pecaja/simulated-api/types';
import { png, pickPhotos } from '../../support/product-form';
import { renderApp } from '../../support/render';
import { openShop } from '../../support/shop';
import { everyTestBuildsItsDb } from '../../support/own-db';

// Each test below builds its own small database: the demo data is not made for it.
everyTestBuildsItsDb();

// The real pipeline needs a canvas; here it marks each file it scales (bytes after the picture's), so the upload can be told apart.
vi.mock('@/lib/photos', async (importOriginal) => {
  const real = await importOriginal<typeof Photos>();
  return { ...real, scaleDownPhoto: vi.fn(async (file: File) => new File([file, `|scaled ${file.name}`], file.name, { type: file.type })) };
});

const SLOW = { timeout: 10_000 };
// Whole journeys (typing, photos, a save): generous for a loaded machine.
vi.setConfig({ testTimeout: 40_000 });
type AppUser = ReturnType<typeof renderApp>['user'];

// An advertiser with a small shop of its own (tests/support/shop.ts), logged in.
let shopPart: Product;
beforeEach(() => {
  shopPart = openShop().parts[0];
});
/** A part of the logged-in advertiser, as the simulated API holds it. */
const subscriberPart = () => shopPart;

/** The thumbnails in order, by their pictures' names. */
function thumbnails(): string[] {
  const list = screen.getByRole('list', { name: 'Miniaturas' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('img').getAttribute('alt')!);
}

/** The thumbnail marked as the cover. */
function cover(): string {
  const badge = within(screen.getByRole('list', { name: 'Miniaturas' })).getByText('Capa');
  return within(badge.closest('li')!).getByRole('img').getAttribute('alt')!;
}

/** The multipart bodies the app sends to a path. */
function captureForms(path: string): FormData[] {
  const sent: FormData[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .formData()
        .then((fd) => sent.push(fd));
  });
  return sent;
}

async function fillRequired(user: AppUser) {
  await user.type(await screen.findByLabelText('Nome da peça', {}, SLOW), 'Pastilha de freio cerâmica');
  await user.type(screen.getByLabelText('Fabricante'), 'Bosch');
  await user.type(screen.getByLabelText('Marcas compatíveis'), 'Fiat');
  await user.type(screen.getByLabelText('Modelos e anos compatíveis'), 'Argo');
  await user.type(screen.getByLabelText('Descrição'), 'Jogo com 4 pastilhas');
  await user.type(screen.getByLabelText('Preço'), '123456');
  await user.click(screen.getByRole('radio', { name: 'Nova' }));
}

beforeEach(() => {
  vi.mocked(scaleDownPhoto).mockClear();
});
afterEach(() => {
  server.events.removeAllListeners();
});

describe('photos on the create form', () => {
  it('moves a photo by keyboard, the first is the cover, the move is announced, and remove takes one out', async () => {
    const { user } = renderApp('/adm/productCreate');
    await user.upload(await screen.findByLabelText('Imagens', {}, SLOW), [png('frente.png'), png('lado.png'), png('verso.png')]);
    await waitFor(() => expect(thumbnails()).toEqual(['Miniatura de frente.png', 'Miniatura de lado.png', 'Miniatura de verso.png']));
    expect(cover()).toBe('Miniatura de frente.png');
    expect(screen.getByRole('button', { name: 'Mover frente.png para a esquerda' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover verso.png para a direita' })).toBeDisabled();

    // Keyboard: Tab to the button and Enter.
    screen.getByRole('button', { name: 'Mover lado.png para a esquerda' }).focus();
    await user.keyboard('{Enter}');
    expect(thumbnails()).toEqual(['Miniatura de lado.png', 'Miniatura de frente.png', 'Miniatura de verso.png']);
    expect(cover()).toBe('Miniatura de lado.png');
    expect(screen.getByTestId('photo-announcement')).toHaveTextContent('lado.png agora é a capa.');
    // It reached the start: the focus stays on the moved photo, on its other arrow.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mover lado.png para a direita' })).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(thumbnails()).toEqual(['Miniatura de frente.png', 'Miniatura de lado.png', 'Miniatura de verso.png']);
    expect(screen.getByTestId('photo-announcement')).toHaveTextContent('lado.png agora é a foto 2 de 3.');
    expect(screen.getByRole('button', { name: 'Mover lado.png para a direita' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remover frente.png' }));
    expect(thumbnails()).toEqual(['Miniatura de lado.png', 'Miniatura de verso.png']);
    expect(cover()).toBe('Miniatura de lado.png');
    expect(screen.getByTestId('photo-announcement')).toHaveTextContent('frente.png removida. A capa agora é lado.png.');
  });

  it('drag and drop puts a photo in another place, the cover follows', async () => {
    const { user } = renderApp('/adm/productCreate');
    await user.upload(await screen.findByLabelText('Imagens', {}, SLOW), [png('frente.png'), png('lado.png'), png('verso.png')]);
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    const items = () => within(screen.getByRole('list', { name: 'Miniaturas' })).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(items()[2], { dataTransfer });
    fireEvent.dragEnter(items()[0], { dataTransfer });
    fireEvent.dragOver(items()[0], { dataTransfer });
    fireEvent.drop(items()[0], { dataTransfer });
    fireEvent.dragEnd(items()[2], { dataTransfer });
    expect(thumbnails()).toEqual(['Miniatura de verso.png', 'Miniatura de frente.png', 'Miniatura de lado.png']);
    expect(cover()).toBe('Miniatura de verso.png');
    expect(screen.getByTestId('photo-announcement')).toHaveTextContent('verso.png agora é a capa.');
  });

  it('names every refused file, keeps the good ones', async () => {
    renderApp('/adm/productCreate');
    const input = await screen.findByLabelText('Imagens', {}, SLOW);
    // A picker can still hand over another type ('All files').
    fireEvent.change(input, {
      target: { files: [png('ok.png'), new File(['x'], 'nota.pdf', { type: 'application/pdf' }), new File(['y'], 'falsa.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText("'nota.pdf', 'falsa.png' não são imagens aceitas (JPG, PNG ou WebP).")).toBeInTheDocument();
    expect(thumbnails()).toEqual(['Miniatura de ok.png']);
  });

  it('scales each photo down at the save and sends them in the order shown', async () => {
    const sent = captureForms('/api/auto_part/create');
    const { user } = renderApp('/adm/productCreate');
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Imagens'), [png('frente.png'), png('verso.png')]);
    await user.click(await screen.findByRole('button', { name: 'Mover verso.png para a esquerda' }));
    // Picking scales nothing: the draft keeps the originals.
    expect(scaleDownPhoto).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cadastrar peça' }));
    expect(await screen.findByText('Produto cadastrado com sucesso!', {}, SLOW)).toBeInTheDocument();
    expect(vi.mocked(scaleDownPhoto).mock.calls.map(([f]) => f.name)).toEqual(['verso.png', 'frente.png']);
    await waitFor(() => expect(sent).toHaveLength(1));
    const marked = async (field: string) => (await (sent[0].get(field) as Blob).text()).split('|')[1];
    expect(await marked('image0')).toBe('scaled verso.png');
    expect(await marked('image1')).toBe('scaled frente.png');
    expect(sent[0].has('kept_images')).toBe(false);
  });

  it('the quality meter rises as the listing is filled', async () => {
    const { user } = renderApp('/adm/productCreate');
    const meter = await screen.findByRole('meter', { name: 'Qualidade do anúncio' }, SLOW);
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Dica: adicione uma foto da peça.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Imagens'), [png('a.png')]);
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', '15'));
    await user.type(screen.getByLabelText('Modelos e anos compatíveis'), 'Gol 2009 a 2012');
    expect(meter).toHaveAttribute('aria-valuenow', '40');
    await user.type(screen.getByLabelText('Código da peça (opcional)'), 'ABC-1');
    expect(meter).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Dica: adicione mais fotos; com 3 ou mais o comprador vê a peça de vários ângulos.')).toBeInTheDocument();
  });
});

describe('photos on the edit form', () => {
  const PATHS = ['/api/uploads/photo-a', '/api/uploads/photo-b', '/api/uploads/photo-c'];

  it('removes one current photo, moves another to the cover, adds a new one: kept_images says it and the part ends with that list', async () => {
    const part = subscriberPart();
    part.images = [...PATHS];
    const sent = captureForms('/api/auto-part/update');
    const { user } = renderApp(`/adm/productUpdate?id=${part.id}`);
    await waitFor(() => expect(thumbnails()).toEqual(['Imagem atual 1', 'Imagem atual 2', 'Imagem atual 3']), SLOW);
    expect(cover()).toBe('Imagem atual 1');

    await user.click(screen.getByRole('button', { name: 'Remover foto atual 2' }));
    await user.click(screen.getByRole('button', { name: 'Mover foto atual 3 para a esquerda' }));
    expect(cover()).toBe('Imagem atual 3');
    await user.upload(screen.getByLabelText('Imagens'), [png('nova.png')]);
    await waitFor(() => expect(thumbnails()).toEqual(['Imagem atual 3', 'Imagem atual 1', 'Miniatura de nova.png']));
    await user.click(screen.getByRole('button', { name: 'Mover nova.png para a esquerda' }));

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Produto atualizado com sucesso!', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    const url = (path: string) => `${location.origin}${path}`;
    expect(JSON.parse(sent[0].get('kept_images') as string)).toEqual([url(PATHS[2]), 'image0', url(PATHS[0])]);
    const saved = db().products.find((p) => p.id === part.id)!;
    expect(saved.images).toHaveLength(3);
    expect(saved.images[0]).toBe(PATHS[2]);
    expect(saved.images[1]).toMatch(/^\/api\/uploads\//);
    expect(PATHS).not.toContain(saved.images[1]);
    expect(saved.images[2]).toBe(PATHS[0]);
  });

  it('a new order of the current photos is kept as a draft across a remount', async () => {
    const part = subscriberPart();
    part.images = [...PATHS];
    const first = renderApp(`/adm/productUpdate?id=${part.id}`);
    await first.user.click(await screen.findByRole('button', { name: 'Mover foto atual 2 para a esquerda' }, SLOW));
    await first.user.click(screen.getByRole('button', { name: 'Remover foto atual 3' }));
    first.unmount();

    renderApp(`/adm/productUpdate?id=${part.id}`);
    await waitFor(() => expect(thumbnails()).toEqual(['Imagem atual 2', 'Imagem atual 1']), SLOW);
    expect(screen.getByTestId('draft-restored')).toHaveTextContent('Campos recuperados: Imagens.');
    expect(cover()).toBe('Imagem atual 2');
  });

  it('a part that had photos must keep one: removing them all asks for a photo and sends nothing', async () => {
    const part = subscriberPart();
    part.images = PATHS.slice(0, 1);
    const sent = captureForms('/api/auto-part/update');
    const { user } = renderApp(`/adm/productUpdate?id=${part.id}`);
    await user.click(await screen.findByRole('button', { name: 'Remover foto atual 1' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Escolha ao menos uma imagem.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(db().products.find((p) => p.id === part.id)!.images).toEqual(PATHS.slice(0, 1));
  });

  it('an update that only changes the price keeps every photo in its order', async () => {
    const part = subscriberPart();
    part.images = [...PATHS];
    const { user } = renderApp(`/adm/productUpdate?id=${part.id}`);
    const price = await screen.findByLabelText('Preço', {}, SLOW);
    await waitFor(() => expect(thumbnails()).toHaveLength(3));
    await user.clear(price);
    await user.type(price, '4500');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Produto atualizado com sucesso!', {}, SLOW)).toBeInTheDocument();
    expect(db().products.find((p) => p.id === part.id)!).toMatchObject({ price: 45, images: PATHS });
  });
});

describe('a copy of a listing', () => {
  it('?from=<id> prefills every field but the photos, says it is a copy, and saves a new part', async () => {
    const part = subscriberPart();
    part.code = 'COD-77';
    const before = db().products.length;
    const { user, router } = renderApp(`/adm/productCreate?from=${part.id}`);
    expect(await screen.findByTestId('copy-notice', {}, SLOW)).toHaveTextContent(`Cópia de "${part.part_name}": revise e salve para criar um novo anúncio.`);
    expect(screen.getByLabelText('Nome da peça')).toHaveValue(part.part_name);
    expect(screen.getByLabelText('Código da peça (opcional)')).toHaveValue('COD-77');
    expect(screen.getByLabelText('Fabricante')).toHaveValue(part.manufacturer);
    expect(screen.getByLabelText('Marcas compatíveis')).toHaveValue(part.brand);
    expect(screen.getByLabelText('Modelos e anos compatíveis')).toHaveValue(part.model);
    expect(screen.getByLabelText('Descrição')).toHaveValue(part.description);
    expect(screen.getByLabelText('Quantidade')).toHaveValue(String(part.quantity));
    expect(screen.queryByRole('list', { name: 'Miniaturas' })).not.toBeInTheDocument();
    // Not a restored draft: nothing is offered back, nothing is in conflict.
    expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument();

    await pickPhotos(user, 'copia.png');
    await user.click(await screen.findByRole('button', { name: 'Cadastrar peça' }));
    expect(await screen.findByText('Produto cadastrado com sucesso!', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/productList'));
    expect(db().products.length).toBe(before + 1);
    const copies = db().products.filter((p) => p.part_name === part.part_name && p.code === 'COD-77');
    expect(copies).toHaveLength(2);
  });

  it('an edit to the copy survives a remount under its own draft, and the blank form stays blank', async () => {
    const part = subscriberPart();
    const first = renderApp(`/adm/productCreate?from=${part.id}`);
    const price = await screen.findByLabelText('Preço', {}, SLOW);
    await first.user.clear(price);
    await first.user.type(price, '777');
    first.unmount();

    renderApp(`/adm/productCreate?from=${part.id}`);
    await waitFor(() => expect(screen.getByLabelText('Preço')).toHaveValue('7,77'), SLOW);
    expect(screen.getByTestId('draft-restored')).toHaveTextContent('Campos recuperados: Preço.');
    expect(screen.getByLabelText('Nome da peça')).toHaveValue(part.part_name);
    cleanup();

    renderApp('/adm/productCreate');
    expect(await screen.findByLabelText('Nome da peça', {}, SLOW)).toHaveValue('');
    expect(screen.getByLabelText('Preço')).toHaveValue('');
    expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument();
  });

  it('a part that cannot be loaded shows the error with a retry', async () => {
    renderApp('/adm/productCreate?from=999999');
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome da peça')).not.toBeInTheDocument();
  });
});
