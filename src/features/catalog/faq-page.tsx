import Accordion from 'react-bootstrap/Accordion';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '@/lib/page-title';
import '@/styles/accordion.scss';

/** The five topics of the FAQ: ads, purchases, subscription, cancelling it, a part not as advertised. */
const FAQ_TOPICS = ['ads', 'purchases', 'subscription', 'cancellation', 'notAsAdvertised'] as const;

export function FaqPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="static-page">
      <title>{pageTitle(t('faq.documentTitle'))}</title>
      <h1 className="h3 mb-3">{t('faq.heading')}</h1>
      <Accordion>
        {FAQ_TOPICS.map((topic) => (
          <Accordion.Item key={topic} eventKey={topic}>
            <Accordion.Header as="h2">{t(`faq.items.${topic}.question`)}</Accordion.Header>
            <Accordion.Body>{t(`faq.items.${topic}.answer`)}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
