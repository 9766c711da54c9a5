import { PATHS } from '@/lib/route-paths';

export const ADMIN_KNOWLEDGE_PATH = `${PATHS.admin}/knowledge`;
