import { clearDraftsOf, draftOwner, restoreDraft } from '@/stores/draft';
import { loadDraftPhotos, saveDraftPhotos } from '@/stores/draft-photos';
import { storageKeys } from '@/lib/storage-keys';

const server = { description: 'Jogo com 4 pastilhas', quantity: '3', price: '5000', is_new: true };

describe('a draft laid over the current values', () => {
  it('restores only the fields the user changed, over the current server values', () => {
    // Taken when stock was 3; the stock dialog set 1 since.
    const now = { ...server, quantity: '1' };
    const r = restoreDraft({ description: { from: server.description, to: 'Jogo com 4 pastilhas e sensor' } }, now);
    expect(r.values).toEqual({ ...now, description: 'Jogo com 4 pastilhas e sensor' });
    expect(r.restored).toEqual(['description']);
    expect(r.conflicts).toEqual([]);
  });

  it('a field changed on both sides is a conflict: the server value stays', () => {
    const now = { ...server, quantity: '1' };
    const r = restoreDraft({ quantity: { from: '3', to: '5' }, price: { from: '5000', to: '4500' } }, now);
    expect(r.values.quantity).toBe('1');
    expect(r.values.price).toBe('4500');
    expect(r.restored).toEqual(['price']);
    expect(r.conflicts).toEqual([{ field: 'quantity', mine: '5', server: '1', from: '3' }]);
  });

  it('ignores what the server already holds, unknown fields and values of another type', () => {
    const r = restoreDraft({ quantity: { from: '1', to: '3' }, secret: { from: '', to: 'x' }, is_new: { from: true, to: 'no' } }, server);
    expect(r.values).toEqual(server);
    expect(r.restored).toEqual([]);
    expect(r.conflicts).toEqual([]);
  });
});

describe('drafts belong to an account', () => {
  it('the owner is the session phone (the account login)', () => {
    expect(draftOwner({ username: 'Maria', image: '', role: 'subscriber', progress: 'complete', phone: '11976543210', exp: 1 })).toBe('11976543210');
    expect(draftOwner(null)).toBe('');
  });

  it("an explicit logout drops that account's drafts and photos, nobody else's", async () => {
    localStorage.setItem(storageKeys.userDraft('11976543210', 'product-create'), '{"fields":{}}');
    localStorage.setItem(storageKeys.userDraft('11976543210', 'product-update-7'), '{"fields":{}}');
    localStorage.setItem(storageKeys.userDraft('11965432109', 'product-create'), '{"fields":{}}');
    // An older version kept one product draft for whoever used the browser.
    localStorage.setItem('draft:product-create', '{"part_name":"Farol"}');
    localStorage.setItem(storageKeys.draft('signup'), '{"name":"Ana"}');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await saveDraftPhotos('11976543210', 'product-create', [photo]);
    await saveDraftPhotos('11965432109', 'product-create', [photo]);

    clearDraftsOf('11976543210');
    await Promise.resolve();

    expect(localStorage.getItem(storageKeys.userDraft('11976543210', 'product-create'))).toBeNull();
    expect(localStorage.getItem(storageKeys.userDraft('11976543210', 'product-update-7'))).toBeNull();
    expect(localStorage.getItem('draft:product-create')).toBeNull();
    expect(localStorage.getItem(storageKeys.userDraft('11965432109', 'product-create'))).not.toBeNull();
    expect(localStorage.getItem(storageKeys.draft('signup'))).not.toBeNull();
    expect(await loadDraftPhotos('11976543210', 'product-create')).toEqual([]);
    expect((await loadDraftPhotos('11965432109', 'product-create')).map((f) => f.name)).toEqual(['a.png']);
    await saveDraftPhotos('11965432109', 'product-create', []);
  });
});
