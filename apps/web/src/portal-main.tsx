import { portalAppRoutes } from './app/portal-router.tsx';
import { startApp } from './app/start-app.tsx';

startApp(portalAppRoutes);
