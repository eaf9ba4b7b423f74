// Words of French university websites: domaines and mentions of the LMD offer with the subjects they teach, the
// labels of a course's "fiche", people's names, the sections, news and events of a university's website, as such
// sites word them. Straight apostrophes only: a site in ISO-8859-1 prints every word here as it is.

/** Syllables of French-sounding place names no list holds ("Montvilbel"). */
export const syllables = ['bel', 'mont', 'vil', 'lan', 'ro', 'sau', 'mar', 'cha', 'ver', 'dun', 'bour', 'cour', 'lis', 'oré', 'ste', 'gny', 'val', 'neu'];

export type DomaineKey = 'STS' | 'DEG' | 'ALL' | 'SHS';

/** The four domaines of the LMD nomenclature, as sites name them. */
export const domaines: Record<DomaineKey, string[]> = {
  STS: ['Sciences, Technologies, Santé', 'Sciences, technologies, santé', 'Sciences et technologies', 'Sciences - Technologies - Santé'],
  DEG: ['Droit, Économie, Gestion', 'Droit, économie, gestion', 'Droit - Économie - Gestion', 'Droit, économie et gestion'],
  ALL: ['Arts, Lettres, Langues', 'Arts, lettres, langues', 'Arts, lettres et langues', 'Arts - Lettres - Langues'],
  SHS: ['Sciences humaines et sociales', 'Sciences Humaines et Sociales', 'Sciences humaines, sociales', 'Sciences de l\'homme et de la société'],
};

export interface Mention {
  name: string;
  domaine: DomaineKey;
  prefix: string[];
  topics: string[];
  licence: string[];
  master: string[];
}

export const mentions: Mention[] = [
  {
    name: 'Informatique', domaine: 'STS', prefix: ['INF', 'INFO', 'IN'],
    topics: ['Algorithmique', 'Programmation impérative', 'Structures de données', 'Bases de données', 'Systèmes d\'exploitation', 'Réseaux', 'Programmation orientée objet', 'Génie logiciel', 'Compilation', 'Théorie des langages', 'Intelligence artificielle', 'Apprentissage automatique', 'Calculabilité et complexité', 'Architecture des ordinateurs', 'Programmation fonctionnelle', 'Logique pour l\'informatique', 'Théorie des graphes', 'Sécurité informatique', 'Technologies du web', 'Systèmes distribués', 'Cryptographie', 'Interaction homme-machine'],
    licence: ['Informatique générale', 'Intelligence artificielle', 'Génie logiciel', 'Mathématiques et informatique', 'Informatique et réseaux'],
    master: ['Intelligence artificielle', 'Génie logiciel', 'Sécurité des systèmes d\'information', 'Science des données', 'Informatique fondamentale', 'Systèmes embarqués'],
  },
  {
    name: 'Mathématiques', domaine: 'STS', prefix: ['MAT', 'MATH', 'MA'],
    topics: ['Analyse', 'Algèbre linéaire', 'Probabilités', 'Statistique', 'Topologie', 'Calcul différentiel', 'Intégration', 'Équations différentielles', 'Analyse numérique', 'Algèbre', 'Géométrie', 'Arithmétique', 'Optimisation', 'Processus stochastiques', 'Analyse complexe', 'Théorie de la mesure'],
    licence: ['Mathématiques fondamentales', 'Mathématiques appliquées', 'Enseignement des mathématiques', 'Mathématiques et économie'],
    master: ['Mathématiques fondamentales', 'Statistique et science des données', 'Modélisation et calcul scientifique', 'Actuariat'],
  },
  {
    name: 'Physique', domaine: 'STS', prefix: ['PHY', 'PHYS', 'PH'],
    topics: ['Mécanique du point', 'Électromagnétisme', 'Thermodynamique', 'Optique', 'Mécanique quantique', 'Physique statistique', 'Ondes et vibrations', 'Relativité restreinte', 'Physique nucléaire', 'Physique du solide', 'Électronique', 'Mécanique des fluides', 'Physique expérimentale', 'Astrophysique'],
    licence: ['Physique fondamentale', 'Physique et applications', 'Physique-chimie'],
    master: ['Physique fondamentale', 'Matière condensée', 'Astrophysique', 'Physique médicale'],
  },
  {
    name: 'Chimie', domaine: 'STS', prefix: ['CHI', 'CHIM', 'CH'],
    topics: ['Chimie générale', 'Chimie organique', 'Chimie inorganique', 'Chimie analytique', 'Thermodynamique chimique', 'Cinétique chimique', 'Spectroscopie', 'Chimie des matériaux', 'Chimie quantique', 'Électrochimie', 'Chimie verte', 'Chimie des solutions'],
    licence: ['Chimie', 'Chimie et biologie', 'Chimie des matériaux'],
    master: ['Chimie moléculaire', 'Chimie analytique', 'Matériaux'],
  },
  {
    name: 'Sciences de la vie', domaine: 'STS', prefix: ['BIO', 'SV', 'BIOL'],
    topics: ['Biologie cellulaire', 'Génétique', 'Biochimie', 'Écologie', 'Physiologie animale', 'Physiologie végétale', 'Microbiologie', 'Biologie moléculaire', 'Immunologie', 'Neurosciences', 'Biologie du développement', 'Évolution', 'Bioinformatique', 'Biostatistique'],
    licence: ['Biologie cellulaire et physiologie', 'Biologie des organismes et écologie', 'Biochimie'],
    master: ['Biologie cellulaire', 'Écologie et biodiversité', 'Neurosciences', 'Microbiologie'],
  },
  {
    name: 'Sciences pour l\'ingénieur', domaine: 'STS', prefix: ['SPI', 'MEC', 'GE'],
    topics: ['Résistance des matériaux', 'Mécanique des milieux continus', 'Automatique', 'Électrotechnique', 'Conception mécanique', 'Traitement du signal', 'Énergétique', 'Matériaux', 'Vibrations', 'Électronique numérique', 'Dessin technique', 'Robotique'],
    licence: ['Mécanique', 'Génie électrique', 'Génie civil'],
    master: ['Mécanique et ingénierie', 'Énergie', 'Automatique et robotique'],
  },
  {
    name: 'Droit', domaine: 'DEG', prefix: ['DRT', 'DRO', 'DR'],
    topics: ['Introduction au droit', 'Droit constitutionnel', 'Droit civil', 'Histoire du droit', 'Droit administratif', 'Droit pénal', 'Droit des obligations', 'Droit des affaires', 'Droit international public', 'Droit de l\'Union européenne', 'Procédure civile', 'Droit du travail', 'Droit fiscal', 'Libertés fondamentales', 'Droit des sociétés', 'Finances publiques'],
    licence: ['Droit privé', 'Droit public', 'Droit international et européen'],
    master: ['Droit des affaires', 'Droit public général', 'Droit pénal et sciences criminelles', 'Droit du numérique'],
  },
  {
    name: 'Économie et gestion', domaine: 'DEG', prefix: ['ECO', 'EG', 'ECG'],
    topics: ['Microéconomie', 'Macroéconomie', 'Statistique descriptive', 'Comptabilité générale', 'Économétrie', 'Mathématiques pour l\'économie', 'Histoire des faits économiques', 'Économie monétaire', 'Économie internationale', 'Finance d\'entreprise', 'Marketing', 'Gestion des ressources humaines', 'Contrôle de gestion', 'Économie publique', 'Théorie des jeux'],
    licence: ['Économie', 'Gestion', 'Économie et finance'],
    master: ['Économie appliquée', 'Finance', 'Management des organisations', 'Économie du développement'],
  },
  {
    name: 'Administration économique et sociale', domaine: 'DEG', prefix: ['AES', 'AE'],
    topics: ['Sociologie des organisations', 'Droit social', 'Économie sociale et solidaire', 'Gestion des entreprises', 'Institutions administratives', 'Comptabilité', 'Économie du travail', 'Politiques sociales', 'Management public', 'Statistique appliquée'],
    licence: ['Administration et gestion des entreprises', 'Administration générale et territoriale'],
    master: ['Management public', 'Ressources humaines'],
  },
  {
    name: 'Lettres', domaine: 'ALL', prefix: ['LET', 'LM', 'LT'],
    topics: ['Littérature française du Moyen Âge', 'Littérature du XVIIe siècle', 'Littérature comparée', 'Stylistique', 'Grammaire et linguistique', 'Latin', 'Histoire de la langue', 'Poésie moderne', 'Théâtre', 'Roman du XIXe siècle', 'Littératures francophones', 'Analyse du discours'],
    licence: ['Lettres modernes', 'Lettres classiques', 'Lettres et humanités'],
    master: ['Littératures', 'Métiers du livre et de l\'édition'],
  },
  {
    name: 'Langues, littératures et civilisations étrangères et régionales', domaine: 'ALL', prefix: ['ANG', 'LCE', 'AN'],
    topics: ['Civilisation britannique', 'Civilisation américaine', 'Littérature britannique', 'Littérature américaine', 'Thème', 'Version', 'Phonétique', 'Linguistique anglaise', 'Grammaire anglaise', 'Expression orale', 'Civilisation hispanique', 'Littérature hispano-américaine'],
    licence: ['Anglais', 'Espagnol', 'Allemand'],
    master: ['Études anglophones', 'Études hispaniques'],
  },
  {
    name: 'Langues étrangères appliquées', domaine: 'ALL', prefix: ['LEA', 'LE'],
    topics: ['Traduction économique', 'Droit des contrats internationaux', 'Commerce international', 'Communication interculturelle', 'Économie d\'entreprise', 'Traduction spécialisée', 'Négociation commerciale', 'Civilisation contemporaine'],
    licence: ['Anglais-espagnol', 'Anglais-allemand', 'Anglais-chinois'],
    master: ['Commerce international', 'Traduction spécialisée'],
  },
  {
    name: 'Arts plastiques', domaine: 'ALL', prefix: ['ARP', 'ART', 'AP'],
    topics: ['Histoire de l\'art', 'Pratique plastique', 'Esthétique', 'Théories de l\'art', 'Photographie', 'Art contemporain', 'Dessin', 'Arts numériques', 'Sémiologie de l\'image'],
    licence: ['Arts plastiques', 'Design'],
    master: ['Création contemporaine', 'Médiation culturelle'],
  },
  {
    name: 'Histoire', domaine: 'SHS', prefix: ['HIS', 'HIST', 'HI'],
    topics: ['Histoire ancienne', 'Histoire médiévale', 'Histoire moderne', 'Histoire contemporaine', 'Historiographie', 'Archéologie', 'Paléographie', 'Histoire de l\'Europe', 'Histoire des relations internationales', 'Histoire sociale'],
    licence: ['Histoire', 'Histoire et géographie', 'Histoire et science politique'],
    master: ['Histoire des sociétés', 'Archives', 'Histoire de l\'art'],
  },
  {
    name: 'Géographie et aménagement', domaine: 'SHS', prefix: ['GEO', 'GA', 'GEA'],
    topics: ['Géographie physique', 'Géographie humaine', 'Cartographie', 'Systèmes d\'information géographique', 'Aménagement du territoire', 'Géographie urbaine', 'Climatologie', 'Géomorphologie', 'Géographie rurale', 'Démographie'],
    licence: ['Géographie', 'Aménagement'],
    master: ['Urbanisme et aménagement', 'Géomatique'],
  },
  {
    name: 'Psychologie', domaine: 'SHS', prefix: ['PSY', 'PS'],
    topics: ['Psychologie cognitive', 'Psychologie du développement', 'Psychologie sociale', 'Psychopathologie', 'Neuropsychologie', 'Méthodologie expérimentale', 'Statistiques pour la psychologie', 'Psychologie clinique', 'Psychologie du travail', 'Psychologie différentielle'],
    licence: ['Psychologie'],
    master: ['Psychologie clinique', 'Neuropsychologie', 'Psychologie du travail'],
  },
  {
    name: 'Sociologie', domaine: 'SHS', prefix: ['SOC', 'SO'],
    topics: ['Sociologie générale', 'Méthodes d\'enquête', 'Sociologie de la famille', 'Sociologie urbaine', 'Sociologie du travail', 'Anthropologie', 'Sociologie politique', 'Analyse de données qualitatives', 'Sociologie de l\'éducation'],
    licence: ['Sociologie', 'Sociologie et anthropologie'],
    master: ['Sociologie', 'Études sur le genre'],
  },
  {
    name: 'Sciences et techniques des activités physiques et sportives', domaine: 'SHS', prefix: ['STA', 'STAPS', 'SP'],
    topics: ['Physiologie de l\'exercice', 'Anatomie', 'Biomécanique', 'Sociologie du sport', 'Psychologie du sport', 'Entraînement sportif', 'Activités physiques adaptées', 'Management du sport', 'Didactique des APSA'],
    licence: ['Entraînement sportif', 'Activité physique adaptée et santé', 'Éducation et motricité'],
    master: ['Entraînement et optimisation de la performance sportive', 'Activité physique adaptée et santé'],
  },
];

/** Licences professionnelles, by the mention whose subjects they teach. */
export const licencesPro: [mention: string, name: string][] = [
  ['Informatique', 'Métiers de l\'informatique : administration et sécurité des systèmes et des réseaux'],
  ['Informatique', 'Métiers du numérique : conception, rédaction et réalisation web'],
  ['Économie et gestion', 'Métiers de la gestion et de la comptabilité : comptabilité et paie'],
  ['Économie et gestion', 'Commerce et distribution'],
  ['Sciences pour l\'ingénieur', 'Métiers de l\'industrie : conception et processus de mise en forme des matériaux'],
  ['Géographie et aménagement', 'Métiers de l\'aménagement du territoire et de l\'urbanisme'],
  ['Lettres', 'Métiers du livre : édition et commerce du livre'],
  ['Chimie', 'Métiers de la protection et de la gestion de l\'environnement'],
];

/** Bachelors universitaires de technologie (IUT), by the mention whose subjects they teach. */
export const buts: [mention: string, name: string][] = [
  ['Informatique', 'Informatique'], ['Sciences pour l\'ingénieur', 'Génie électrique et informatique industrielle'],
  ['Économie et gestion', 'Gestion des entreprises et des administrations'], ['Économie et gestion', 'Techniques de commercialisation'],
  ['Droit', 'Carrières juridiques'], ['Chimie', 'Chimie'],
];

/** Diplômes d'université: no programme of UE on the site, a page each. */
export const dus = ['Data science', 'Français langue étrangère', 'Droit du numérique', 'Pédagogie universitaire', 'Éthique et santé', 'Médiation', 'Entrepreneuriat', 'Langue et culture japonaises', 'Préparation aux concours', 'Sport de haut niveau', 'Criminologie', 'Humanités numériques'];

/** UE every diploma of a level has, shared by them on some sites. */
export const transversal = {
  licence: ['Anglais', 'Langue vivante', 'Projet personnel et professionnel', 'Méthodologie du travail universitaire', 'Compétences numériques', 'Expression écrite et orale', 'Option d\'ouverture'],
  master: ['Anglais scientifique', 'Insertion professionnelle', 'Méthodologie de la recherche', 'Anglais professionnel'],
  final: { licence: 'Stage', master: 'Stage et mémoire', lp: 'Projet tuteuré et stage' },
};

/** Patterns of course titles ({T}: the subject; {t}: the subject in lower case; {n}: 1, 2 … in the order drawn). */
export const titlePatterns = ['{T}', '{T}', '{T} {n}', '{T} {n}', '{T} : initiation', '{T} : approfondissement', 'Compléments de {t}', 'Méthodes en {t}', '{T} : applications', 'Outils de {t}'];
export const masterPatterns = ['Séminaire de {t}', '{T} : questions avancées', 'Projet en {t}', 'Questions actuelles de {t}', 'Recherche en {t}'];

/** Sentences of a course's content ({t}: its subject; {u}: another of its diploma's). */
export const descriptionSentences = [
  'Cet enseignement présente les notions fondamentales de {t}.',
  'L\'objectif est d\'acquérir les méthodes de base en {t} et de savoir les mettre en oeuvre sur des cas concrets.',
  'Le cours aborde les principaux résultats de {t}, puis quelques questions de {u}.',
  'Les travaux dirigés permettent d\'appliquer les notions de {t} à des exercices variés.',
  'Les séances de travaux pratiques sont consacrées à la mise en oeuvre des méthodes de {t}.',
  'Une attention particulière est portée aux liens entre les questions de {t} et de {u}.',
  'L\'enseignement s\'appuie sur l\'étude de textes et de documents en {t}.',
  'Un projet réalisé en binôme permet d\'approfondir une question de {u}.',
  'La seconde partie du semestre introduit les outils de {u}.',
  'Ce cours prolonge les enseignements de {u} des semestres précédents.',
  'Les étudiants apprennent à analyser un problème de {t} et à choisir une méthode adaptée.',
];
export const objectiveLines = ['Connaître les concepts fondamentaux de {t}', 'Maîtriser les méthodes classiques de {t}', 'Savoir résoudre un problème de {t}', 'Être capable de présenter un travail en {u} à l\'écrit et à l\'oral', 'Mobiliser les outils de {u} dans un projet', 'Comprendre les enjeux actuels de {t}'];
export const competences = ['Mobiliser les concepts fondamentaux de la discipline', 'Travailler en équipe sur un projet', 'Rédiger une synthèse argumentée', 'Utiliser les outils numériques de référence', 'Analyser un document scientifique', 'Communiquer à l\'oral et à l\'écrit en français et en anglais', 'Identifier et sélectionner des ressources documentaires', 'Se situer dans un environnement professionnel'];
export const mcc = [
  'Contrôle continu intégral (CCI) : au moins trois évaluations au cours du semestre.',
  'Contrôle continu (40 %) et examen terminal écrit de 2 h (60 %).',
  'Examen terminal écrit (3 h).',
  'Contrôle continu : deux devoirs surveillés et un projet noté.',
  'Contrôle continu (50 %) et examen terminal (50 %).',
  'Rapport écrit et soutenance orale.',
];
export const secondSession = ['Session 2 : examen écrit de 2 h.', 'Seconde session : épreuve orale.', 'Session de rattrapage : examen écrit ou oral selon l\'effectif.', 'Pas de seconde session (contrôle continu intégral).'];
export const noPrerequisites = ['Aucun', 'Aucun.', 'Aucun prérequis', 'Néant', 'Pas de prérequis spécifique.'];
export const publishers = ['Dunod', 'Ellipses', 'PUF', 'Armand Colin', 'De Boeck', 'Vuibert', 'Dalloz', 'LGDJ', 'La Découverte', 'Hachette Supérieur', 'Presses universitaires de Rennes', 'Belin', 'EDP Sciences', 'Flammarion'];
export const bookPatterns = ['{T} : cours et exercices corrigés', 'Manuel de {t}', 'Précis de {t}', '{T} en 30 fiches', 'Mémento de {t}', '{T}, tome 1'];

/** A course's field labels, one drawn per field per site. */
export const fieldLabels = {
  code: ['Code', 'Code Apogée', 'Code ELP', 'Référence', 'Code de l\'UE', 'Code élément', 'Code de l\'enseignement'],
  title: ['Intitulé', 'Intitulé de l\'UE', 'Nom', 'Libellé', 'Nom de l\'enseignement'],
  credits: ['Crédits', 'ECTS', 'Crédits ECTS', 'Nombre de crédits', 'Crédits européens', 'Valeur en crédits'],
  instructors: ['Responsable(s)', 'Responsable pédagogique', 'Enseignant(s)', 'Intervenant(s)', 'Coordinateur·rice', 'Responsable de l\'UE', 'Équipe pédagogique', 'Enseignant responsable'],
  term: ['Semestre', 'Période', 'Période d\'enseignement', 'Semestre d\'enseignement', 'Période de l\'année'],
  hours: ['Volume horaire', 'Heures', 'Volume horaire total', 'Heures d\'enseignement', 'Répartition des heures'],
  language: ['Langue d\'enseignement', 'Langue', 'Langue(s) d\'enseignement', 'Enseigné en'],
  objectives: ['Objectifs', 'Objectifs pédagogiques', 'Résultats d\'apprentissage attendus', 'Objectifs de l\'enseignement', 'Acquis d\'apprentissage'],
  description: ['Contenu', 'Descriptif', 'Programme', 'Plan du cours', 'Description', 'Contenu de l\'enseignement', 'Présentation'],
  prerequisites: ['Pré-requis', 'Prérequis obligatoires', 'Connaissances requises', 'Prérequis', 'Pré-requis nécessaires', 'Connaissances préalables'],
  competences: ['Compétences visées', 'Compétences', 'Compétences acquises', 'Savoir-faire et compétences'],
  mcc: ['Modalités de contrôle des connaissances', 'Modalités d\'évaluation', 'MCC', 'Contrôle des connaissances', 'Modalités de contrôle des connaissances et des compétences'],
  bibliography: ['Bibliographie', 'Bibliographie indicative', 'Références bibliographiques', 'Ressources'],
  nature: ['Nature', 'Type', 'Nature de l\'enseignement', 'Type d\'élément'],
  parent: ['UE de rattachement', 'Élément de', 'Fait partie de', 'Rattaché à l\'UE'],
} as const;
export type FicheField = keyof typeof fieldLabels;

/** The same labels on the English copies of some sites. */
export const englishLabels: Record<FicheField, string> = {
  code: 'Code', title: 'Title', credits: 'ECTS credits', instructors: 'Coordinator(s)', term: 'Semester', hours: 'Teaching hours', language: 'Language of instruction',
  objectives: 'Learning outcomes', description: 'Content', prerequisites: 'Prerequisites', competences: 'Skills', mcc: 'Assessment', bibliography: 'Bibliography', nature: 'Type', parent: 'Part of',
};

export const femaleNames = ['Marie', 'Nathalie', 'Isabelle', 'Sylvie', 'Catherine', 'Sophie', 'Christine', 'Valérie', 'Sandrine', 'Céline', 'Hélène', 'Anne', 'Julie', 'Émilie', 'Camille', 'Claire', 'Aurélie', 'Laure', 'Agnès', 'Florence', 'Véronique', 'Élodie', 'Mathilde', 'Léa', 'Inès', 'Fatima', 'Yasmine', 'Anne-Sophie', 'Marie-Claire', 'Bérénice'];
export const maleNames = ['Jean', 'Pierre', 'Philippe', 'Michel', 'Alain', 'Patrick', 'Nicolas', 'Christophe', 'Laurent', 'Stéphane', 'Frédéric', 'Éric', 'Olivier', 'Julien', 'Sébastien', 'Thomas', 'Guillaume', 'Vincent', 'Antoine', 'François', 'Jérôme', 'Mathieu', 'Damien', 'Benoît', 'Karim', 'Mehdi', 'Jean-Pierre', 'Jean-Michel', 'Pierre-Yves', 'Hugo'];
export const surnames = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Lefèvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Fontaine', 'Chevalier', 'Robin', 'Masson', 'Nguyen', 'Boyer', 'Lemaire', 'Duval', 'Joly', 'Roche', 'Meunier', 'Marchand', 'Dufour', 'Blanchard', 'Barbier', 'Brunet', 'Schmitt', 'Colin', 'Renard', 'Caron', 'Aubert', 'Giraud', 'Leclerc', 'Vidal', 'Bourgeois', 'Lacroix', 'Fabre', 'Benali', 'Haddad', 'Le Gall', 'Le Goff', 'Da Silva', 'Prévost'];
export const ranks = ['Professeur des universités', 'Professeure des universités', 'Maître de conférences', 'Maîtresse de conférences', 'Maître de conférences HDR', 'PRAG', 'PRCE', 'ATER', 'Enseignant contractuel', 'Professeur associé', 'Chargée d\'enseignement vacataire'];

/** Words before a campus's invented name. */
export const campusWords = ['Campus', 'Site', 'Pôle universitaire', 'Antenne'];

export interface Section { key: string; titles: string[]; slugs: string[]; pages: string[]; english: string }
/** The sections of a university's website beside its offer of courses. */
export const sections: Section[] = [
  { key: 'universite', titles: ['L\'université', 'Université', 'Découvrir l\'université', 'Nous connaître'], slugs: ['universite', 'l-universite', 'decouvrir', 'nous-connaitre'], pages: ['Présentation', 'Gouvernance', 'Chiffres clés', 'Histoire', 'Nos campus', 'Développement durable', 'Égalité femmes-hommes', 'Organigramme', 'Composantes', 'Schéma directeur'], english: 'University' },
  { key: 'recherche', titles: ['Recherche', 'Recherche et innovation', 'La recherche'], slugs: ['recherche', 'recherche-innovation', 'la-recherche'], pages: ['Écoles doctorales', 'Valorisation', 'Science ouverte', 'Plateformes technologiques', 'Projets européens', 'Prix et distinctions'], english: 'Research' },
  { key: 'international', titles: ['International', 'Relations internationales', 'À l\'international'], slugs: ['international', 'relations-internationales'], pages: ['Partir à l\'étranger', 'Erasmus+', 'Accueil des étudiants internationaux', 'Partenariats', 'Centre de langues', 'Français langue étrangère'], english: 'International' },
  { key: 'vie', titles: ['Vie étudiante', 'Campus', 'Vie de campus', 'Vie des campus'], slugs: ['vie-etudiante', 'campus', 'vie-de-campus', 'vie-des-campus'], pages: ['Logement', 'Restauration', 'Santé', 'Sport (SUAPS)', 'Culture', 'Handicap', 'Associations étudiantes', 'Jobs étudiants', 'Bourses et aides'], english: 'Student life' },
  { key: 'bu', titles: ['Bibliothèques', 'BU', 'Bibliothèques universitaires', 'Bibliothèque'], slugs: ['bibliotheques', 'bu', 'bibliotheque'], pages: ['Horaires', 'Ressources en ligne', 'Emprunter', 'Se former', 'Réserver une salle'], english: 'Libraries' },
  { key: 'admission', titles: ['Candidater', 'Admission', 'S\'inscrire', 'Candidater et s\'inscrire'], slugs: ['candidater', 'admission', 'inscriptions', 'candidater-s-inscrire'], pages: ['Parcoursup', 'Mon Master', 'eCandidat', 'Inscriptions administratives', 'Frais d\'inscription', 'Validation des acquis (VAE)', 'Étudiants internationaux'], english: 'Admission' },
  { key: 'entreprises', titles: ['Entreprises', 'Entreprises et partenaires', 'Partenaires'], slugs: ['entreprises', 'entreprises-partenaires', 'partenaires'], pages: ['Taxe d\'apprentissage', 'Recruter un stagiaire', 'Alternance', 'Chaires', 'Formation continue des salariés'], english: 'Companies' },
  { key: 'fondation', titles: ['Fondation', 'La Fondation'], slugs: ['fondation', 'la-fondation'], pages: ['Faire un don', 'Projets soutenus', 'Mécénat', 'Nos donateurs'], english: 'Foundation' },
];

/** Footer pages: [slug, title]. */
export const footerPages: [string, string][] = [
  ['mentions-legales', 'Mentions légales'], ['plan-du-site', 'Plan du site'], ['accessibilite', 'Accessibilité : partiellement conforme'], ['contact', 'Contact'],
  ['donnees-personnelles', 'Données personnelles'], ['presse', 'Espace presse'], ['emplois', 'Emplois et recrutement'], ['marches-publics', 'Marchés publics'], ['cookies', 'Gestion des cookies'],
];

/** News: the word "parcours" and "course" in pages that are not courses (a race, a golf course, a sports trail). */
export const newsTitles = [
  'Remise des diplômes de la promotion 2026', 'La BU prolonge ses horaires pendant les examens', 'Journée portes ouvertes : venez découvrir nos formations',
  'Une chercheuse récompensée par la médaille de bronze du CNRS', 'Semaine de l\'étudiant : le programme', 'Fête de la science : les laboratoires ouvrent leurs portes',
  'Nouvelle convention de partenariat avec la région', 'Élections aux conseils centraux', 'Le campus se met au vert', 'Ouverture de la plateforme Parcoursup',
  'Forum stages et emplois', 'Appel à projets recherche 2027', 'Rentrée universitaire : les informations pratiques', 'Conférence : l\'intelligence artificielle en question',
  'Parcours de golf : tournoi des personnels', 'Course solidaire sur le campus', 'Le parcours santé rénové au bord du lac', 'Programme de la semaine culturelle',
  'Les formations courtes du printemps', 'Nuit européenne des chercheurs', 'Inauguration du nouveau learning centre', 'Concours d\'éloquence : la finale',
  'Mobilité internationale : témoignages d\'étudiants', 'Travaux sur le campus : circulation modifiée', 'Lancement de la fondation partenariale', 'Un nouveau master en alternance',
];
export const eventTitles = ['Conférence', 'Soutenance de thèse', 'Journée portes ouvertes', 'Colloque international', 'Séminaire du laboratoire', 'Concert de l\'orchestre universitaire', 'Exposition', 'Forum entreprises', 'Café des sciences', 'Course des campus', 'Ciné-débat', 'Journée d\'étude'];
export const fillerSentences = [
  'Les inscriptions sont ouvertes jusqu\'à la fin du mois.', 'Retrouvez toutes les informations pratiques ci-dessous.', 'L\'entrée est libre et gratuite, dans la limite des places disponibles.',
  'Le service communication se tient à votre disposition pour toute question.', 'Plus de 300 personnes ont participé à l\'événement.', 'Cette initiative s\'inscrit dans le projet d\'établissement.',
  'Les étudiants et les personnels sont invités à y prendre part.', 'Un accueil est organisé dans le hall du bâtiment principal.', 'La manifestation se déroule sur le campus principal.',
];
export const labWords = ['Laboratoire de', 'Centre de recherche en', 'Institut de', 'Équipe d\'accueil en', 'Laboratoire interdisciplinaire de'];
export const labStatus = ['UMR', 'UR', 'EA', 'UMR CNRS'];
