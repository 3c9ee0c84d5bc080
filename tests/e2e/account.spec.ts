import { expect, test, type Page } from '@playwright/test';

/** Collects the codes the simulated API prints to the console. */
function codeReader(page: Page) {
  const codes: { kind: string; receiver: string; code: string }[] = [];
  page.on('console', (msg) => {
    const m = /\[simulated API\] (SMS|EMAIL) code for (\S+): (\S+)/.exec(msg.text());
    if (m) codes.push({ kind: m[1], receiver: m[2], code: m[3] });
  });
  return async (receiver: string): Promise<string> => {
    await expect.poll(() => codes.filter((c) => c.receiver === receiver).length, { timeout: 15_000 }).toBeGreaterThan(0);
    return codes.filter((c) => c.receiver === receiver).at(-1)!.code;
  };
}

async function login(page: Page, phone: string, password: string) {
  await page.getByLabel('Telefone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('sign up, log in, change the profile, log out, recover the password, log in again, delete the account', async ({ page }) => {
  test.setTimeout(120_000);
  const codeFor = codeReader(page);
  const phone = '11955554444';
  const email = 'paula.mendes@exemplo.com.br';

  await page.goto('/signup');
  await page.getByLabel('Nome completo').fill('Paula Mendes');
  await page.getByLabel('Telefone', { exact: true }).pressSequentially(phone);
  await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 9-5555-4444');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Segura123');
  await page.getByLabel('Confirme a senha').fill('Segura123');
  await page.getByLabel(/Li e aceito os termos/).check();
  await page.getByLabel(/Tenho 18 anos ou mais/).check();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.getByLabel('Código de verificação').fill(await codeFor(phone));
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Tudo certo, agora faça seu login.')).toBeVisible();

  await login(page, phone, 'Segura123');
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('button', { name: 'Perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Meu perfil' });
  await expect(dialog.getByLabel('Celular')).toHaveValue('(11) 9-5555-4444');
  await dialog.getByLabel('E-mail').fill('paula@novaempresa.com.br');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText(/Enviamos um código por e-mail para pa\*\*\*@novaempresa\.com\.br/)).toBeVisible();
  await dialog.getByLabel('Código de verificação').fill(await codeFor('paula@novaempresa.com.br'));
  await dialog.getByRole('button', { name: 'Confirmar código' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();

  await page.getByRole('link', { name: 'Entrar' }).click();
  await page.getByLabel('Telefone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/recovery-access$/);
  await page.getByLabel('Telefone ou e-mail').fill(phone);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Dados enviados com sucesso')).toBeVisible();
  const before = await codeFor(phone);
  await page.getByLabel('Código de verificação').fill(before);
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await page.getByLabel('Nova senha', { exact: true }).fill('Renovada456');
  await page.getByLabel('Confirme a nova senha').fill('Renovada456');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Senha alterada com sucesso. Agora faça seu login.')).toBeVisible();

  await login(page, phone, 'Segura123');
  await expect(page.getByRole('alert').filter({ hasText: 'Telefone ou senha incorretos' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar ao telefone' }).click();
  await login(page, phone, 'Renovada456');
  await expect(page).toHaveURL(/\/home$/, { timeout: 10_000 });

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Excluir minha conta' }).click();
  await expect(page).toHaveURL(/\/account\/delete-account$/);
  await expect(page.getByText('Versão 0.1.0-beta.1')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('Renovada456');
  await page.getByLabel('Conte para nós por que você está saindo').fill('Já encontrei a peça');
  await page.getByLabel(/Entendo que a exclusão é definitiva/).check();
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Sua conta foi excluída com sucesso.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();

  await page.getByRole('link', { name: 'Entrar' }).click();
  await login(page, phone, 'Renovada456');
  await expect(page.getByRole('alert').filter({ hasText: 'Telefone ou senha incorretos' })).toBeVisible();
});
