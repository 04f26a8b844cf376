import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from './navigation';

/** Rendered once by the shell inside its router: lets non-React code navigate through the router. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
