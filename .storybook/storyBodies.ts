import { compileBody } from '../scripts/campaigns/compileBody';
import type { BodyNode } from '../schemas/pageComponents';

type Bodies = Readonly<Record<'english' | 'spanish', BodyNode[]>>;

/** A page body for stories, compiled from its Markdown as a page file's (scripts/campaigns/compileBody.ts). */
function storyBody(markdown: string): BodyNode[] {
  const { body, problems } = compileBody(markdown);
  if (problems.length > 0)
    throw new Error(`A story body has problems: ${problems.map((p) => p.message).join('; ')}`);
  return body;
}

/** An article body with every prose element and component, in each language. */
export const storyArticleBody: Bodies = {
  english:
    storyBody(`*November 2026.* Medicare's fall Open Enrollment runs from October 15 to December 7. Whatever you choose by December 7 takes effect on January 1. The official :source-link[Medicare & You handbook]{href="https://www.medicare.gov/publications"} explains how to read the changes.

## What members are seeing for 2027

- **Drug costs.** The yearly cap on covered Part D drugs is $2,400 for 2027, according to the :source-link[rate announcement]{href="https://www.cms.gov/newsroom"}.
- **Extra benefits.** Some plans are changing their dental, vision or over-the-counter extras.
  - Read the amounts,
  - not just the headings.

1. Write down your doctors and prescriptions.
2. Compare next year’s costs in :source-link[Medicare Plan Finder]{href="https://www.medicare.gov/plan-compare/"}.
3. If your plan still fits, you do not have to do anything.

::carrier-card{carrier="humana"}

## Plans at a glance

|           | HMO             | PPO                             |
| --------- | --------------- | ------------------------------- |
| Network   | In network only | Out of network at a higher cost |
| Referrals | Usually         | Rarely                          |

### Good to know

> Plan availability, benefits and costs vary by location. Call :brand-name at :phone-link with questions.

Plan ids look like \`H1234-001\`:

\`\`\`text
H1234-001  Medicare Advantage HMO
H5678-012  Medicare Advantage PPO
\`\`\`

Questions? :brand-name agents answer at :phone-link.

---

:::source-list
- [Medicare & You handbook](https://www.medicare.gov/publications)
- [CMS newsroom: rate announcements](https://www.cms.gov/newsroom)
- [Medicare Plan Finder](https://www.medicare.gov/plan-compare/)
:::
`),
  spanish:
    storyBody(`*Noviembre de 2026.* La inscripción abierta de Medicare va del 15 de octubre al 7 de diciembre. El :source-link[manual Medicare y Usted]{href="https://www.medicare.gov/publications"} explica cómo leer los cambios.

## Qué cambia en 2027

- **Medicamentos.** El tope anual de la Parte D es de $2,400 en 2027.
- **Beneficios adicionales.** Algunos planes cambian la cobertura dental o de la vista.

::carrier-card{carrier="humana"}

## Los planes de un vistazo

|     | HMO                   | PPO                           |
| --- | --------------------- | ----------------------------- |
| Red | Solo dentro de la red | Fuera de la red a mayor costo |

> La disponibilidad y los costos de los planes varían según su ubicación.

¿Preguntas? Los agentes de :brand-name responden al :phone-link.

:::source-list
- [Medicare y Usted](https://www.medicare.gov/publications)
- [Buscador de planes de Medicare](https://www.medicare.gov/plan-compare/)
:::
`),
};

/** A legal page's body: the date line, then numbered sections. */
export const storyLegalBody: Bodies = {
  english: storyBody(`*Last updated: November 2026*

These Terms of Use apply to your use of this website and the services offered through it by :brand-name.

## 1. Who we are

:brand-name is a marketing service. **We are not an insurance company**, and we do not decide whether you qualify for coverage.

## 2. Consent to calls, texts and emails

- **Your consent is not a condition of any purchase.** You may call us at :phone-link instead.
- Reply **STOP** to any text message to stop texts.

## 3. Contact us

Call :phone-link during business hours.
`),
  spanish: storyBody(`*Última actualización: noviembre de 2026*

Estos Términos de uso se aplican a su uso de este sitio web y de los servicios de :brand-name.

## 1. Quiénes somos

:brand-name es un servicio de mercadeo. **No somos una compañía de seguros.**

## 2. Consentimiento para llamadas y mensajes

Su consentimiento no es una condición de compra. Puede llamarnos al :phone-link.
`),
};
