import { PATHS } from '@/lib/route-paths';

export const ADMIN_HOLIDAYS_PATH = `${PATHS.admin}/holidays`;
