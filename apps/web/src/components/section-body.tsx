import { Link } from 'react-router';
import type { LegalBlock } from '@kindred/contract/legal';

const linkClasses =
  'font-semibold text-rose-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300';

/** A legal or guidelines section's body from the contract: paragraphs, bulleted lists, links. */
export function SectionBody({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <div className="space-y-3 leading-relaxed">
      {blocks.map((block, index) => {
        if (typeof block === 'string') return <p key={index}>{block}</p>;
        if ('list' in block) {
          return (
            <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-rose-500">
              {block.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <ul key={index} className="flex flex-wrap gap-x-5 gap-y-2">
            {block.links.map((link) => (
              <li key={link.to}>
                {/* A fragment is a place on this page: the browser scrolls there itself. */}
                {link.to.startsWith('#') ? (
                  <a href={link.to} className={linkClasses}>
                    {link.label}
                  </a>
                ) : (
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
