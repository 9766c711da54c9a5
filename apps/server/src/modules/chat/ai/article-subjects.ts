// The phrases each article is looked up by: the name a lawyer gives its subject («حق حبس زوجه») and the
// everyday words a client uses for it («زن خانه شوهر را ترک کرده»), written from the article's own text.
// They are searched, never shown: a law book's index, not the law.
import attorneyFeeTariff from './subjects/attorney-fee-tariff.json' with { type: 'json' };
import cheque from './subjects/cheque.json' with { type: 'json' };
import civilCode from './subjects/civil-code.json' with { type: 'json' };
import civilProcedure from './subjects/civil-procedure.json' with { type: 'json' };
import commercial from './subjects/commercial.json' with { type: 'json' };
import criminalProcedure from './subjects/criminal-procedure.json' with { type: 'json' };
import familyProtection from './subjects/family-protection.json' with { type: 'json' };
import financialConvictions from './subjects/financial-convictions.json' with { type: 'json' };
import labour from './subjects/labour.json' with { type: 'json' };
import landlordTenant from './subjects/landlord-tenant.json' with { type: 'json' };
import registration from './subjects/registration.json' with { type: 'json' };

/** Keyed by article id («civil-code/1108»). */
export const ARTICLE_SUBJECTS: ReadonlyMap<string, readonly string[]> = new Map(
  [
    civilCode,
    civilProcedure,
    familyProtection,
    cheque,
    financialConvictions,
    landlordTenant,
    labour,
    commercial,
    criminalProcedure,
    registration,
    attorneyFeeTariff,
  ].flatMap((law) => Object.entries(law as Record<string, string[]>)),
);

export const subjectsOf = (articleId: string): readonly string[] => ARTICLE_SUBJECTS.get(articleId) ?? [];
