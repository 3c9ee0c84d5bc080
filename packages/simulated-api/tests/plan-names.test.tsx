import { screen, within } from '@testing-library/react';
import enAdvertiser from '../../../locales/en/advertiser.json';
import enManager from '../../../locales/en/manager.json';
import enSubscriptions from '../../../locales/en/subscriptions.json';
import ptAdvertiser from '../../../locales/pt/advertiser.json';
import ptManager from '../../../locales/pt/manager.json';
import ptSubscriptions from '../../../locales/pt/subscriptions.json';
import { PLANS } from '@pecaja/simulated-api/seed';
import { renderApp } from '../../../tests/support/render';
import { loginAs } from '../../../tests/support/session';

/** A plan has one name on every screen that shows it, in each language: the plans page's name. */

const LOCALES = {
  pt: { subscriptions: ptSubscriptions, advertiser: ptAdvertiser, manager: ptManager },
  en: { subscriptions: enSubscriptions, advertiser: enAdvertiser, manager: enManager },
};

describe('plan names', () => {
  it.each(Object.keys(LOCALES) as Array<keyof typeof LOCALES>)(
    '%s: plans page, statement, dashboard, product form and manager screens use the same name for every seed plan',
    (lang) => {
      const l = LOCALES[lang];
      for (const { name } of PLANS) {
        const title = (l.subscriptions.plans.names as Record<string, string>)[name];
        expect(title, `${lang} ${name}`).toBeTruthy();
        expect({
          plan: name,
          advertiser: (l.advertiser.plans as Record<string, string>)[name],
          manager: (l.manager.plans as Record<string, string>)[name],
        }).toEqual({
          plan: name,
          advertiser: title,
          manager: title,
        });
      }
    },
  );

  it('the Standard subscriber reads "Silver" on the plans page, the statement and the dashboard', async () => {
    const { unmount } = renderApp('/subscription');
    expect(await screen.findByRole('heading', { level: 2, name: 'Silver' })).toBeInTheDocument();
    unmount();

    loginAs('subscriber');
    const statement = renderApp('/adm/subscription/statement');
    expect(await screen.findByRole('rowheader', { name: 'Silver' })).toBeInTheDocument();
    statement.unmount();

    renderApp('/adm/dashboard');
    expect(await screen.findByTestId('dashboard-plan', {}, { timeout: 5000 })).toHaveTextContent(/^Silver$/);
  });

  it('the manager report offers the plans by the same names', async () => {
    loginAs('manager');
    renderApp('/adm/report/subscriptions');
    const select = await screen.findByLabelText('Plano', {}, { timeout: 5000 });
    const options = within(select).getAllByRole('option').slice(1);
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['Free', 'Livre'],
      ['Basic', 'Bronze'],
      ['Standard', 'Silver'],
      ['Premium', 'Gold'],
    ]);
  });
});
