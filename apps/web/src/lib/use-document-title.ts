import { useEffect } from 'react';
import { commonText } from '@/locales/fa/common';

/** «عنوان صفحه | وکیل‌یار» in the browser tab. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = commonText.documentTitle(title);
  }, [title]);
}
