/** A refused sign-up as the server words it, with the link it may carry (where to register instead). */
export type Problem = { message: string; link?: { href: string; text: string } };

/** The refusal's sentence, and its link after it. */
export function ProblemMessage({ problem }: { problem: Problem }) {
  return (
    <p>
      {problem.message}
      {problem.link ? (
        <>
          {' '}
          <a href={problem.link.href} rel="noopener">
            {problem.link.text}
          </a>
        </>
      ) : null}
    </p>
  );
}
