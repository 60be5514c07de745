import type { CarrierId } from '../schemas/pageComponents';

/** What a carrier card says about a carrier, in one language: public, general facts only (no prices or ratings). */
interface CarrierWords {
  /** The product line (`Medicare Advantage`). */
  readonly line: string;
  readonly summary: string;
  /** What the carrier is known for. */
  readonly strengths: readonly string[];
}

/** A carrier's card: its name and monogram, and its words in English and Spanish. */
export interface CarrierSummary extends CarrierWords {
  readonly name: string;
  /** One to three letters standing in for the logo (we show no carrier's trademarked logo). */
  readonly monogram: string;
  readonly spanish: CarrierWords;
}

const medicareAdvantage = 'Medicare Advantage';
const auto = { english: 'Auto insurance', spanish: 'Seguro de auto' };
const life = { english: 'Life insurance', spanish: 'Seguro de vida' };

/** The carriers pages may show (schemas/pageComponents.ts lists their ids). */
export const carriers: Readonly<Record<CarrierId, CarrierSummary>> = {
  aetna: {
    name: 'Aetna',
    monogram: 'Ae',
    line: medicareAdvantage,
    summary: 'A CVS Health company offering HMO and PPO Medicare Advantage plans in most states.',
    strengths: ['Large PPO networks', 'Plans with dental, vision and hearing', 'CVS pharmacy tie-ins'],
    spanish: {
      line: medicareAdvantage,
      summary: 'Una empresa de CVS Health que ofrece planes Medicare Advantage HMO y PPO en la mayoría de los estados.',
      strengths: ['Amplias redes PPO', 'Planes con cobertura dental, de la vista y de la audición', 'Vínculo con las farmacias CVS'],
    },
  },
  cigna: {
    name: 'Cigna Healthcare',
    monogram: 'Ci',
    line: medicareAdvantage,
    summary: 'Cigna sold its Medicare Advantage and Part D business to Health Care Service Corporation (HCSC) in 2025; those plans now carry Blue Cross Blue Shield or HealthSpring names.',
    strengths: ['Care coordination programs', 'Part D options', 'Now run by HCSC'],
    spanish: {
      line: medicareAdvantage,
      summary: 'Cigna vendió en 2025 su negocio de Medicare Advantage y Parte D a Health Care Service Corporation (HCSC); esos planes ahora llevan los nombres Blue Cross Blue Shield o HealthSpring.',
      strengths: ['Programas de coordinación de la atención', 'Opciones de Parte D', 'Ahora a cargo de HCSC'],
    },
  },
  humana: {
    name: 'Humana',
    monogram: 'Hu',
    line: medicareAdvantage,
    summary: 'One of the largest Medicare Advantage carriers, with HMO, PPO and special needs plans across the country.',
    strengths: ['Wide plan choice', 'Special needs plans', 'Over-the-counter allowances on many plans'],
    spanish: {
      line: medicareAdvantage,
      summary: 'Una de las mayores aseguradoras de Medicare Advantage, con planes HMO, PPO y de necesidades especiales en todo el país.',
      strengths: ['Amplia variedad de planes', 'Planes de necesidades especiales', 'Asignaciones para productos de venta libre en muchos planes'],
    },
  },
  wellcare: {
    name: 'Wellcare',
    monogram: 'Wc',
    line: medicareAdvantage,
    summary: 'The Medicare brand of Centene, known for low-premium plans and plans for people with Medicaid.',
    strengths: ['Low or $0 premium plans in many areas', 'Dual-eligible plans', 'Flex and OTC cards on some plans'],
    spanish: {
      line: medicareAdvantage,
      summary: 'La marca de Medicare de Centene, conocida por sus planes de prima baja y sus planes para personas con Medicaid.',
      strengths: ['Planes de prima baja o de $0 en muchas zonas', 'Planes para personas con Medicare y Medicaid', 'Tarjetas flexibles y de venta libre en algunos planes'],
    },
  },
  unitedhealthcare: {
    name: 'UnitedHealthcare',
    monogram: 'UHC',
    line: medicareAdvantage,
    summary: 'The largest Medicare Advantage carrier by enrollment, with AARP-branded plans in every state.',
    strengths: ['Nationwide presence', 'AARP Medicare plans', 'Broad provider networks'],
    spanish: {
      line: medicareAdvantage,
      summary: 'La mayor aseguradora de Medicare Advantage por número de afiliados, con planes de la marca AARP en todos los estados.',
      strengths: ['Presencia en todo el país', 'Planes AARP Medicare', 'Amplias redes de proveedores'],
    },
  },
  progressive: {
    name: 'Progressive',
    monogram: 'Pr',
    line: auto.english,
    summary: 'A national auto insurer known for online quotes and usage-based discounts.',
    strengths: ['Snapshot driving discount', 'Bundling with home or renters', 'Online quote comparison'],
    spanish: {
      line: auto.spanish,
      summary: 'Una aseguradora de autos nacional conocida por sus cotizaciones en línea y sus descuentos según el uso.',
      strengths: ['Descuento por manejo Snapshot', 'Paquetes con seguro de hogar o de inquilino', 'Comparación de cotizaciones en línea'],
    },
  },
  geico: {
    name: 'GEICO',
    monogram: 'G',
    line: auto.english,
    summary: 'A Berkshire Hathaway company selling auto insurance directly in every state.',
    strengths: ['Direct online and app service', 'Military and federal employee discounts', 'Multi-vehicle discounts'],
    spanish: {
      line: auto.spanish,
      summary: 'Una empresa de Berkshire Hathaway que vende seguros de auto directamente en todos los estados.',
      strengths: ['Servicio directo en línea y por aplicación', 'Descuentos para militares y empleados federales', 'Descuentos por varios vehículos'],
    },
  },
  'state-farm': {
    name: 'State Farm',
    monogram: 'SF',
    line: auto.english,
    summary: 'The largest US auto insurer by market share, sold through local agents.',
    strengths: ['Local agent network', 'Drive Safe & Save program', 'Student discounts'],
    spanish: {
      line: auto.spanish,
      summary: 'La mayor aseguradora de autos de EE. UU. por participación de mercado, que vende a través de agentes locales.',
      strengths: ['Red de agentes locales', 'Programa Drive Safe & Save', 'Descuentos para estudiantes'],
    },
  },
  allstate: {
    name: 'Allstate',
    monogram: 'As',
    line: auto.english,
    summary: 'A national insurer offering auto coverage through agents and online.',
    strengths: ['Drivewise program', 'Accident forgiveness options', 'Bundling discounts'],
    spanish: {
      line: auto.spanish,
      summary: 'Una aseguradora nacional que ofrece cobertura de auto a través de agentes y en línea.',
      strengths: ['Programa Drivewise', 'Opciones de perdón de accidentes', 'Descuentos por paquete'],
    },
  },
  'mutual-of-omaha': {
    name: 'Mutual of Omaha',
    monogram: 'MO',
    line: life.english,
    summary: 'A mutual company offering term, whole and final-expense life insurance.',
    strengths: ['Final-expense whole life', 'Simplified-issue options', 'Long history in life insurance'],
    spanish: {
      line: life.spanish,
      summary: 'Una compañía mutua que ofrece seguros de vida a término, permanentes y de gastos finales.',
      strengths: ['Seguro de vida permanente para gastos finales', 'Opciones de emisión simplificada', 'Larga trayectoria en seguros de vida'],
    },
  },
  transamerica: {
    name: 'Transamerica',
    monogram: 'Ta',
    line: life.english,
    summary: 'A life insurer offering term, whole and final-expense coverage.',
    strengths: ['Term and whole life', 'Final-expense plans', 'Coverage for a range of ages'],
    spanish: {
      line: life.spanish,
      summary: 'Una aseguradora de vida que ofrece cobertura a término, permanente y de gastos finales.',
      strengths: ['Seguro a término y permanente', 'Planes de gastos finales', 'Cobertura para distintas edades'],
    },
  },
};
