import { expect, test, type Page } from '@playwright/test';
import { loginViaApi } from './support/session';

/** The colour a computed style gives a CSS custom property (resolved against the page). */
async function cssColor(page: Page, variable: string): Promise<string> {
  return page.evaluate((v) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${v})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, variable);
}

test('a field the server refuses is outlined as wrong, not as right, next to its message', async ({ page }) => {
  await loginViaApi(page, 'buyer');
  await page.goto('/home');
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('button', { name: 'Perfil' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Meu perfil' });
  const email = dialog.getByLabel('E-mail');
  // Another account's address: the browser finds nothing wrong with it, the server refuses it.
  await email.fill('carlos@autopecassilva.com.br');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Já está em uso por outra conta')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const invalid = await cssColor(page, '--bs-form-invalid-border-color');
  const valid = await cssColor(page, '--bs-form-valid-border-color');
  expect(invalid).not.toBe(valid);
  await expect(email).toHaveCSS('border-top-color', invalid);
  // The phone, which the server took, is outlined as right.
  await expect(dialog.getByLabel('Celular')).toHaveCSS('border-top-color', valid);
});
