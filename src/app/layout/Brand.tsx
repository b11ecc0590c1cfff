import { Link } from 'react-router-dom';

/** The product's name as a link home, in the header of every page. */
export function Brand() {
  return (
    <Link to="/" className="brand" aria-label="Troupe">
      <img src="/images/troupe-mark.svg" alt="" width={28} height={28} />
      <span>Troupe</span>
    </Link>
  );
}
