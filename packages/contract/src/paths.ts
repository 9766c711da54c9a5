/** Every API path the web client calls, in one place (api-conventions.md: trailing slash canonical). */
export const API = {
  auth: {
    refresh: '/auth/v1/refresh/',
    checkUserExists: '/auth/v1/check-user-exists/',
    login: '/auth/v1/login/',
    verifyOtp: '/auth/v1/verify-otp/',
    sendRegisterCode: '/auth/v1/send-register-code/',
    register: '/auth/v1/register/',
    sendForgotPasswordCode: '/auth/v1/send-forgot-password-code/',
    forgotPassword: '/auth/v1/forgot-password/',
    logout: '/auth/v1/logout/',
    ensureCookie: '/common/v1/ensure-cookie/',
  },
  profile: {
    get: '/user/v1/profile/get-profile/',
    patch: '/user/v1/profile/',
    update: '/user/v1/profile/update-profile/',
    photo: '/user/v1/profile/photo/',
    allRoles: '/user/v1/roles/all/',
    myRoles: '/user/v1/roles/my-roles/',
    deleteAccount: '/user/v1/delete-account/',
    deactivateAllDevices: '/user/v1/devices/deactivate-all/',
    rolePermissions: '/permissions/v1/role-permissions/',
  },
  dev: { smsOutbox: '/dev/v1/sms-outbox/' },
} as const;

export const STORAGE_KEYS = { accessToken: 'access_token', refreshToken: 'refresh_token' } as const;
export const CSRF = { cookie: 'csrftoken', header: 'X-CSRFToken' } as const;
/**
 * The access token again, as a cookie: only so the server can draw a signed-in page into its HTML (issue 23).
 * The API never reads it; it is authenticated by the Authorization header alone.
 */
export const PAGE_SESSION_COOKIE = 'vakilyar_page_session';
/**
 * A page the server drew: the attribute on its `<html>` (its value the layout drawn, `phone` or `desktop`),
 * and the JSON script of the answers it was drawn from.
 */
export const SERVER_DRAWN = {
  attribute: 'data-server-drawn',
  phone: 'phone',
  desktop: 'desktop',
  stateId: 'server-state',
  /**
   * The `<template>` of `app-frame.html` holding the hot pages' styles for the frame's boot; a drawn page
   * carries its own styles, so the server leaves it out.
   */
  pageStylesId: 'page-styles',
} as const;
