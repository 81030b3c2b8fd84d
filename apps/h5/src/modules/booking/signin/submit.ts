/**
 * Signing from any attendee screen: position when the sign-in checks it, this phone's device id,
 * then the call; the answer becomes the address of the result screen (signpoject/signend), and a
 * refusal also carries its code so a screen may keep the person where they are (a mistyped number).
 */
import { ApiError } from '@campus/api/client';
import { api } from '../../../lib/api';
import { signinApi } from './endpoints';
import { currentPosition, deviceId, endHref, type Position, type SignVia } from './logic';

export interface SignRequest {
  via: SignVia;
  id?: string | undefined;
  code?: string | undefined;
  signatureId?: string | undefined;
}

/** Whether the sign-in (or, for a numeric code without one, any open numeric sign-in of mine) checks the position. */
async function needsPosition(id: string | undefined): Promise<boolean> {
  if (id) {
    const d = await api(signinApi.detail, { id }, { silent: true }).catch(() => null);
    return !!d?.location;
  }
  const open = await api(signinApi.index, { mode: 'number', pageSize: 100 }, { silent: true }).catch(() => null);
  return !!open?.list.some((s) => s.phase === 'open' && s.location);
}

/** Where to go next; `e` is the refusal's code (none on success). */
export interface SignOutcome {
  href: string;
  e?: number;
}

export async function submitSign(req: SignRequest, onLocating?: () => void): Promise<SignOutcome> {
  let pos: Position | null = null;
  if (await needsPosition(req.id)) {
    onLocating?.();
    pos = await currentPosition();
  }
  try {
    const r = await api(
      signinApi.sign,
      {
        ...(req.id ? { id: req.id } : {}),
        ...(req.code ? { code: req.code } : {}),
        ...(req.signatureId ? { signatureId: req.signatureId } : {}),
        ...(pos ? { lat: pos.lat, lng: pos.lng } : {}),
        deviceId: deviceId(),
      },
      { silent: true },
    );
    return { href: endHref({ s: r.signinId, via: req.via, ok: true, first: r.first }) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const d = (err.d ?? {}) as { distance?: number; radius?: number; field?: string };
    const e = err.e === 10001 && d.field === 'lat' ? 30007 : err.e;
    const href = endHref({
      s: req.id,
      via: req.via,
      e,
      ...(typeof d.distance === 'number' ? { distance: d.distance } : {}),
      ...(typeof d.radius === 'number' ? { radius: d.radius } : {}),
    });
    return { href, e };
  }
}
