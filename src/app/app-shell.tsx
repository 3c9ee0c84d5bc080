/**
 * What the page shows before the app's code has run: the brand bar and a loading status.
 * index.html carries the same markup inside #root (painted with the first CSS, before any
 * JavaScript), and the router shows this component while the first route module loads, so
 * the page goes from HTML to app without a blank frame. tests/app/app-shell.test.tsx keeps
 * the two identical. Texts are fixed Portuguese: no translation has loaded at this point.
 */
export function AppShell() {
  return (
    <div className="app-shell">
      <div className="navbar navbar-dark bg-primary py-2 shadow-sm">
        <div className="container">
          <span className="navbar-brand d-flex align-items-center gap-2 me-0">
            <img src="/brand/logo.svg" alt="" width="40" height="40" className="bg-white rounded-circle p-1" />
            <span className="fw-bold">PeçaJá</span>
          </span>
        </div>
      </div>
      <div className="container py-3">
        <div className="d-flex justify-content-center align-items-center app-shell-status" role="status">
          <span className="spinner-border text-primary" aria-hidden="true"></span>
          <span className="visually-hidden">Carregando...</span>
        </div>
      </div>
    </div>
  );
}
