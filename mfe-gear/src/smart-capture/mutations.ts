import { useMutation } from '@tanstack/react-query';
import { productAnalysisResultSchema, type ProductAnalysisResult } from '@tackle/contracts';
import { useApi } from '@tackle/ui';

/** POST /api/analyze-product: what the photo (a JPEG data URL) shows. Nothing is stored. */
export function useAnalyzeProduct() {
  const api = useApi();
  return useMutation<ProductAnalysisResult, Error, string>({
    mutationFn: (imageData) => api.post('/api/analyze-product', { imageData }, productAnalysisResultSchema),
  });
}
