/** A timetable's trips as the console edits them: one trip per line, a time per stop, `-` where it does not stop. */
export const tripsToText = (trips: (string | null)[][]): string => trips.map((trip) => trip.map((x) => x ?? '-').join(' ')).join('\n');

/** The lines back to trips (the server checks each time and each trip's length and names the field). */
export const textToTrips = (text: string): (string | null)[][] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line
        .split(/[\s,，]+/)
        .map((x) => x.replace('：', ':'))
        .map((x) => (x === '-' || x === '—' ? null : /^\d:\d\d$/.test(x) ? `0${x}` : x)),
    );
