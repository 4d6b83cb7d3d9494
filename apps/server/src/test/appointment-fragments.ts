/** An appointment's hair analysis as the salon's record of it shows it, for the tests that read it back. */
export const APPOINTMENT_ANALYSIS = /* GraphQL */ `
  fragment AppointmentAnalysis on Appointment {
    hairAnalysis {
      density
      texture
      curl
      colorSensitivity
      porous
      elasticity
      scalpConcerns
    }
  }
`;
