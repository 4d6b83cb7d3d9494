import { routes } from './app/router.tsx';
import { startApp } from './app/start-app.tsx';

startApp(routes);
