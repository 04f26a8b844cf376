import { Link } from 'react-router-dom';
import * as styles from './landing-page.module.css';

/** SPEC section 2 "Landing page": the headline and the two calls to action; panels come later. */
export function LandingPage() {
  return (
    <div>
      <section className={styles.hero} aria-labelledby="landing-title">
        <h1 id="landing-title" className={styles.title}>
          Welcome to Abi Social Album
        </h1>
        <p className={styles.tagline}>Keep the memories forever</p>
        <div className={styles.actions}>
          <Link className={styles.action} to="/abialbum/home">
            Explore
          </Link>
          <Link className={styles.primary} to="/abialbum/signup">
            Get Started Free
          </Link>
        </div>
      </section>
    </div>
  );
}
