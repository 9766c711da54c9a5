import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import { rtlDeclarations } from './rtl-declarations';

/** Emotion cache that mirrors every style for right-to-left (MUI's RTL setup). */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlDeclarations, prefixer] });
