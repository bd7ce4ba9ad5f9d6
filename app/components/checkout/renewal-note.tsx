/** A checkout that renews a license: which license (by its key's ending), until when it runs, and what the renewal changes (the loader words it). */
export function RenewalNote({ note }: { note: { title: string; lines: string[] } }) {
  return (
    <section aria-labelledby="renewal-title" className="rounded-xl border-2 border-emerald-600 bg-emerald-50 p-5 text-emerald-950">
      <h2 id="renewal-title" className="text-lg font-bold">
        {note.title}
      </h2>
      {note.lines.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
    </section>
  );
}
