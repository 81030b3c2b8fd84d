/**
 * QR decoding in the browser: frames of the camera (getUserMedia) or a picked image. The
 * browser's own BarcodeDetector is used where it reads QR codes (Chrome on Android); elsewhere
 * qr-scanner's engine (~16 KiB gzip, run in a worker), loaded only when something is to be decoded.
 */
type Decode = (canvas: HTMLCanvasElement) => Promise<string | null>;

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = (new (opts: { formats: string[] }) => NativeDetector) & { getSupportedFormats?: () => Promise<string[]> };

async function nativeDecoder(): Promise<Decode | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (canvas) => (await detector.detect(canvas))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function workerDecoder(): Promise<Decode> {
  const QrScanner = (await import('qr-scanner')).default;
  const qrEngine = await QrScanner.createQrEngine();
  return async (canvas) => {
    try {
      return (await QrScanner.scanImage(canvas, { qrEngine, returnDetailedScanResult: true })).data || null;
    } catch {
      return null; // qr-scanner rejects when no code is in the picture
    }
  };
}

let decoder: Promise<Decode> | undefined;
function getDecoder(): Promise<Decode> {
  decoder ??= nativeDecoder().then((d) => d ?? workerDecoder());
  return decoder;
}

function draw(source: CanvasImageSource, width: number, height: number, canvas: HTMLCanvasElement): HTMLCanvasElement {
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(source, 0, 0, width, height);
  return canvas;
}

export async function decodeFile(file: Blob): Promise<string | null> {
  const decode = await getDecoder();
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 1024 / Math.max(bitmap.width, bitmap.height));
  const canvas = draw(bitmap, Math.round(bitmap.width * scale), Math.round(bitmap.height * scale), document.createElement('canvas'));
  bitmap.close();
  return decode(canvas);
}

/** Starts the rear camera on `video` and calls onCode with the first code seen; returns stop(). */
export async function startCamera(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const decode = await getDecoder();
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  video.srcObject = stream;
  video.setAttribute('playsinline', 'true');
  await video.play();
  const canvas = document.createElement('canvas');
  let stopped = false;
  const stop = () => {
    stopped = true;
    stream.getTracks().forEach((t) => t.stop());
    video.srcObject = null;
  };
  const tick = async () => {
    if (stopped) return;
    if (video.readyState >= 2 && video.videoWidth > 0) {
      const scale = Math.min(1, 640 / video.videoWidth);
      const code = await decode(draw(video, Math.round(video.videoWidth * scale), Math.round(video.videoHeight * scale), canvas)).catch(() => null);
      if (code && !stopped) {
        stop();
        onCode(code);
        return;
      }
    }
    requestAnimationFrame(() => void tick());
  };
  requestAnimationFrame(() => void tick());
  return stop;
}
