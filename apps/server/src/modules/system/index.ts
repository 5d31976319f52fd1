// The system module's public entry: the maintenance/region gate and the status routes.
export { default as systemGate } from './gate';
export { default as systemRoutes } from './routes';
