import type { RouteObject } from 'react-router';

/** The money pages (wallet, subscription, SMS credit, payments, payment result). */
export const moneySignedInRoutes: RouteObject[] = [];
export const moneyPublicRoutes: RouteObject[] = [];
