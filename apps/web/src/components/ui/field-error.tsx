interface FieldErrorProps {
  id: string;
  message?: string;
}

/** The message under a field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
