// The operator module's public entry: the operator API (ADR 004) and the scope every
// module's operator routes are registered under (`app.registerOperatorRoutes`).
export { default } from './routes';
export { default as operatorScope } from './operator-scope';
