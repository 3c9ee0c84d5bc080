import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { API, decodeBase64, fail, handle, issueToken, ok, requireUser } from '../http-utils';

const SERVER_VERSION = '2.3.1';

/** Version, login, user status and uploaded images: what every area stands on. */
export const systemHandlers = [
  http.get(
    `${API}/version`,
    handle(() => ok(SERVER_VERSION)),
  ),

  http.post(
    `${API}/login`,
    handle(({ request }) => {
      const m = /^Basic (.+)$/.exec(request.headers.get('Authorization') ?? '');
      const decoded = m ? decodeBase64(m[1]) : '';
      const sep = decoded.indexOf(':');
      if (sep < 0) return fail(400, 'BAD_REQUEST');
      const phone = decoded.slice(0, sep).replace(/\D/g, '');
      const password = decoded.slice(sep + 1);
      const user = db().users.find((u) => u.phone === phone);
      if (!user || user.password !== password) return fail(401, 'USER_WRONG_CREDENTIALS');
      return ok(issueToken(user, request));
    }),
  ),

  http.get(
    `${API}/user-status`,
    handle(({ request }) => {
      const user = requireUser(request);
      const s = db();
      const now = Date.now();
      const adsSubs = s.subscriptions.filter((x) => x.userId === user.id && x.kind === 'ads');
      const active = adsSubs.find((x) => x.status === 'ACTIVATED' && new Date(x.expires).getTime() > now);
      const waiting = adsSubs.find((x) => x.status === 'WAITING');
      if (active) return ok({ ads: { id: active.id, status: 'shown', reason: '' } });
      if (waiting) return ok({ ads: { id: waiting.id, status: 'pending', reason: 'WAITING_PAYMENT' } });
      return ok({ ads: { id: 0, status: 'hidden', reason: '' } });
    }),
  ),

  http.get(
    `${API}/uploads/:id`,
    handle(({ params }) => {
      const img = db().images.find((i) => i.id === params.id);
      if (!img) return new HttpResponse(null, { status: 404 });
      const [, b64 = ''] = img.dataUrl.split(',');
      const bin = atob(b64);
      return new HttpResponse(
        Uint8Array.from(bin, (c) => c.charCodeAt(0)),
        {
          headers: { 'Content-Type': img.type, 'Cache-Control': 'public, max-age=31536000, immutable' },
        },
      );
    }),
  ),
];
