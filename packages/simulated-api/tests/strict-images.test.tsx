import { screen, waitFor } from '@testing-library/react';
import { createProduct } from '@/features/adm-products/shared/api/adm-products';
import { createBanner } from '@/features/ads/shared/api/ads';
import { isApiError } from '@/api/errors';
import { saveProfile } from '@/features/profile/shared/api/profile';
import { ToastHost } from '@/components/toast/toast-host';
import { ProfileModal } from '@/features/profile/profile-modal';
import { db } from '@pecaja/simulated-api/db';
import { DEMO } from '@pecaja/simulated-api/seed';
import { renderApp, renderWithProviders } from '../../../tests/support/render';
import { loginAs } from '../../../tests/support/session';

const SLOW = { timeout: 8000 };
/** A text file renamed '.png' (and even typed as one). */
const fakePng = (name = 'foto.png') => new File(['isto é um texto, não uma imagem'], name, { type: 'image/png' });
const realPng = (name = 'peca.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])], name, { type: 'image/png' });
const realJpeg = (name = 'peca.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])], name, { type: 'image/jpeg' });

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (isApiError(e)) return { status: e.status, code: e.code, description: e.field('description') };
    throw e;
  }
  throw new Error('expected the call to be refused');
}

const product = (images: File[]) => ({
  part_name: 'Farol dianteiro',
  code: '',
  manufacturer: 'Arteb',
  brand: 'Fiat',
  model: 'Uno 2012',
  description: 'Farol esquerdo.',
  price: 250,
  quantity: 1,
  is_new: true,
  is_national: true,
  images,
});

describe('the simulated API refuses a file that is not really an image', () => {
  it('product pictures', async () => {
    loginAs('premium');
    const before = db().products.length;
    expect(await refusal(createProduct(product([realPng(), fakePng()])))).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      description: ['PRODUCT_IMAGE_INVALID'],
    });
    expect(db().products.length).toBe(before);
    await createProduct(product([realPng(), realJpeg()]));
    expect(db().products.length).toBe(before + 1);
  });

  it('banner pictures', async () => {
    loginAs('premium');
    const premium = db().users.find((u) => u.phone === DEMO.premium.phone)!;
    const own = db().products.find((p) => p.ownerId === premium.id)!;
    expect(await refusal(createBanner({ product: own.uuid, description: 'Promoção', showDescription: true, images: [fakePng()] }))).toMatchObject({
      status: 400,
      code: 'ADS_INVALID_IMAGE',
    });
  });

  it('the profile picture', async () => {
    loginAs('buyer');
    expect(await saveProfile({}, fakePng())).toMatchObject({ kind: 'error', invalid: ['image'], help: { image: 'PROFILE_IMAGE_INVALID' } });
    expect(await saveProfile({}, realPng())).toEqual({ kind: 'success' });
  });
});

describe('the forms check the bytes too', () => {
  it('the product form refuses a renamed text file and keeps a real picture', async () => {
    loginAs('subscriber');
    const { user } = renderApp('/adm/productCreate');
    const input = await screen.findByLabelText('Imagens', {}, SLOW);
    await user.upload(input, [realPng('boa.png'), fakePng('falsa.png')]);
    expect(await screen.findByText("'falsa.png' não é uma imagem aceita (JPG, PNG ou WebP).")).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /boa\.png/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /falsa\.png/ })).toBeNull();
  });

  it('the profile form refuses a renamed text file', async () => {
    loginAs('buyer');
    const { user } = renderWithProviders(
      <>
        <ToastHost />
        <ProfileModal show onClose={() => undefined} />
      </>,
    );
    await user.upload(await screen.findByLabelText('Alterar foto', {}, SLOW), fakePng());
    expect(await screen.findByText('Formato de imagem não aceito. Use JPG, JPEG, PNG, JFIF ou WEBP.')).toBeInTheDocument();
  });

  it('the banner form refuses a renamed text file', async () => {
    loginAs('premium');
    const { user } = renderApp('/adm/ads-create');
    await user.upload(await screen.findByLabelText('Imagens', {}, SLOW), fakePng());
    await waitFor(() => expect(screen.getByText('Formato de imagem não aceito: foto.png')).toBeInTheDocument());
  });
});
