import { Link } from 'react-router-dom';

export const CONTACT_EMAIL = 'contact@abialbum.com';

export function Footer() {
  return (
    <footer className="shell-footer">
      <nav aria-label="Footer" className="shell-footer__links">
        <Link to="/abialbum/landing">Home</Link>
        <Link to="/abialbum/about">About</Link>
        <Link to="/abialbum/terms">Terms</Link>
        <Link to="/abialbum/explore-world">Explore the World</Link>
        <a href={`mailto:${CONTACT_EMAIL}`}>Contact</a>
      </nav>
      <p className="shell-footer__note">© {new Date().getFullYear()} Abi Social Album. Keep the memories forever.</p>
    </footer>
  );
}
