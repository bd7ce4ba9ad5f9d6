/** A license key that wraps only at its hyphens (a <wbr> after each, each group kept whole). */
export function LicenseKeyText({ value }: { value: string }) {
  const groups = value.split('-');
  return (
    <span className="font-mono font-semibold">
      {groups.map((group, index) => (
        <span key={index} className="whitespace-nowrap">
          {group}
          {index < groups.length - 1 ? (
            <>
              -<wbr />
            </>
          ) : null}
        </span>
      ))}
    </span>
  );
}
