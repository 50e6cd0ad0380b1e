interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  text?: string;
}

export function SectionHeading({ id, eyebrow, title, text }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-rose-700 uppercase dark:text-rose-300">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">{text}</p>}
    </div>
  );
}
