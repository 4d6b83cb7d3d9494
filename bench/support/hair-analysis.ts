/** The hair analysis the mirror benchmarks record: one fixed head, its density varied so no two writes are alike. */
export const hairAnalysisWithDensity = (density: number) => ({
  density,
  texture: 10,
  curl: 6,
  colorSensitivity: 12,
  porous: 16,
  elasticity: 20,
  scalpConcerns: ['oily'],
});
