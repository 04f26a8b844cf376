import { Link } from 'react-router-dom';
import { OPEN_CATEGORY, type Category } from './alt-layout.options';

export interface Submitted {
  firstName: string;
  category: Category;
}

/** The friendly answer to SUBMIT: nothing was sent, so it promises nothing it cannot keep. */
export function SubmittedNote({ submitted }: { submitted: Submitted | null }) {
  return (
    <div role="status" className={submitted ? 'alt-note' : undefined}>
      {submitted &&
        (submitted.category === OPEN_CATEGORY ? (
          <p>
            {`Thank you, ${submitted.firstName}! Social Album is open now: `}
            <Link to="/abialbum/signup">create your free account</Link> to start your first album.
          </p>
        ) : (
          <p>{`Thank you, ${submitted.firstName}! ${submitted.category} is coming soon; check back here to be among the first.`}</p>
        ))}
    </div>
  );
}
