/**
 * Signing from any attendee screen: position when the sign-in checks it, this phone's device id,
 * then the call; the answer becomes the address of the result screen (signpoject/signend).
 */
import { ApiError } from '@campus/api/client';
import { api } from '../../../lib/api';
import { signinApi } from './endpoints';
import { currentPosition, deviceId, endHref, type Position } from './logic';

export interface SignRequest {
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

export async function submitSign(req: SignRequest, onLocating?: () => void): Promise<string> {
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
    return endHref({ s: r.signinId, ok: true, first: r.first });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const d = (err.d ?? {}) as { distance?: number; radius?: number; field?: string };
    return endHref({
      s: req.id,
      e: err.e,
      ...(typeof d.distance === 'number' ? { distance: d.distance } : {}),
      ...(typeof d.radius === 'number' ? { radius: d.radius } : {}),
      ...(err.e === 10001 && d.field === 'lat' ? { e: 30007 } : {}),
    });
  }
}
