/**
 * The benchmark floor: the smallest app on the marketplace's own packages (react, react-dom, the
 * react-router data router, axios, i18next, react-bootstrap, Bootstrap's CSS, js-cookie and
 * jwt-decode) that does what the home's first screen does: GET /home from the API and render the
 * first banner and 12 cards. `npm run bench` builds it beside the app and measures both in the
 * same run, so every figure of the app reads as a ratio to what these packages cost alone.
 * 'floor-data' is data-plain.tsx, or data-query.tsx (TanStack Query and zod) with FLOOR_VARIANT=query.
 */
import 'bootstrap/dist/css/bootstrap.min.css';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FloorData, floorLoader, useHome } from 'floor-data';

const token = Cookies.get('jwtToken');
const user = token ? jwtDecode<{ username?: string }>(token).username : undefined;

void i18next.use(initReactI18next).init({
  lng: 'pt',
  fallbackLng: 'pt',
  resources: { pt: { translation: { brand: 'PeçaJá', recent: 'Peças mais recentes', hello: 'Olá, {{name}}' } } },
  interpolation: { escapeValue: false },
});

const price = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function HomePage() {
  const { t } = useTranslation();
  const home = useHome();
  const banner = home?.ads[0];
  return (
    <>
      <Navbar bg="dark" variant="dark">
        <Container>
          <Navbar.Brand>{t('brand')}</Navbar.Brand>
          {user ? <Navbar.Text>{t('hello', { name: user })}</Navbar.Text> : null}
        </Container>
      </Navbar>
      <Container as="main" className="py-3">
        {banner ? (
          <img src={banner.images[0]} alt={banner.description} width={1200} height={400} className="img-fluid w-100 mb-3" fetchPriority="high" />
        ) : null}
        <h1 className="h5">{t('recent')}</h1>
        <div className="row row-cols-2 row-cols-md-4 g-3">
          {(home?.mostRecentItens ?? []).slice(0, 12).map((c) => (
            <div className="col" key={c.url}>
              <Card className="h-100">
                <Card.Img variant="top" src={c.image} alt="" width={240} height={180} loading="lazy" />
                <Card.Body>
                  <Card.Title as="h2" className="h6">
                    {c.description}
                  </Card.Title>
                  <Card.Text>{price.format(c.value)}</Card.Text>
                </Card.Body>
              </Card>
            </div>
          ))}
        </div>
      </Container>
    </>
  );
}

const router = createBrowserRouter([{ path: '*', loader: floorLoader, element: <HomePage /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FloorData>
      <RouterProvider router={router} />
    </FloorData>
  </StrictMode>,
);
