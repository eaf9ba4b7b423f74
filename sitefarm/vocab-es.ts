// Word lists for plausible Spanish-language university websites, in Spain and in Latin America: subject areas and
// their asignaturas, centres and the degrees they teach, people's names, field labels of guías docentes, news and
// the sentences around them.

/** A subject area: the department that teaches it, prefixes of its alphanumeric codes and the subjects it offers. */
export interface Area {
  departments: string[];
  prefix: string[];
  topics: string[];
}

export const areas = {
  informatica: {
    departments: ['Departamento de Lenguajes y Sistemas Informáticos', 'Departamento de Sistemas Informáticos y Computación', 'Departamento de Ciencias de la Computación e Inteligencia Artificial', 'Departamento de Arquitectura de Computadores y Automática', 'Departamento de Ciencia de la Computación'],
    prefix: ['IIC', 'INF', 'CC', 'ICC', 'TIN'],
    topics: ['Fundamentos de Programación', 'Estructuras de Datos', 'Algoritmia', 'Sistemas Operativos', 'Redes de Computadores', 'Bases de Datos', 'Ingeniería del Software', 'Inteligencia Artificial', 'Aprendizaje Automático', 'Procesadores de Lenguajes', 'Arquitectura de Computadores', 'Seguridad Informática', 'Sistemas Distribuidos', 'Informática Gráfica', 'Programación Concurrente', 'Interacción Persona-Ordenador', 'Tecnologías Web', 'Computación en la Nube', 'Minería de Datos', 'Visión por Computador'],
  },
  matematicas: {
    departments: ['Departamento de Matemática Aplicada', 'Departamento de Análisis Matemático', 'Departamento de Álgebra, Geometría y Topología', 'Departamento de Estadística e Investigación Operativa', 'Departamento de Matemáticas'],
    prefix: ['MAT', 'MA', 'MTM', 'EST'],
    topics: ['Cálculo', 'Álgebra Lineal', 'Matemática Discreta', 'Análisis Matemático', 'Ecuaciones Diferenciales', 'Estadística', 'Probabilidad', 'Métodos Numéricos', 'Topología', 'Geometría Diferencial', 'Variable Compleja', 'Investigación Operativa', 'Análisis Funcional', 'Teoría de Números', 'Lógica Matemática', 'Optimización'],
  },
  fisica: {
    departments: ['Departamento de Física Aplicada', 'Departamento de Física Teórica', 'Departamento de Física de la Materia Condensada', 'Departamento de Física Atómica, Molecular y Nuclear'],
    prefix: ['FIS', 'FI', 'FIZ'],
    topics: ['Física General', 'Mecánica Clásica', 'Electromagnetismo', 'Termodinámica', 'Óptica', 'Mecánica Cuántica', 'Física del Estado Sólido', 'Física Nuclear y de Partículas', 'Astrofísica', 'Electrónica', 'Física Estadística', 'Técnicas Experimentales', 'Relatividad General', 'Física de Fluidos', 'Física Computacional'],
  },
  quimica: {
    departments: ['Departamento de Química Orgánica', 'Departamento de Química Física', 'Departamento de Química Analítica', 'Departamento de Química Inorgánica'],
    prefix: ['QUI', 'QIM', 'QU'],
    topics: ['Química General', 'Química Orgánica', 'Química Inorgánica', 'Química Física', 'Química Analítica', 'Bioquímica', 'Ingeniería Química', 'Espectroscopía', 'Termodinámica Química', 'Ciencia de Materiales', 'Cinética Química', 'Química Ambiental', 'Química Cuántica', 'Experimentación en Química'],
  },
  biologia: {
    departments: ['Departamento de Biología Celular', 'Departamento de Genética', 'Departamento de Ecología', 'Departamento de Bioquímica y Biología Molecular', 'Departamento de Microbiología'],
    prefix: ['BIO', 'BIOL', 'BI'],
    topics: ['Biología Celular', 'Genética', 'Zoología', 'Botánica', 'Ecología', 'Microbiología', 'Fisiología Animal', 'Fisiología Vegetal', 'Bioestadística', 'Biología Molecular', 'Evolución', 'Inmunología', 'Histología', 'Biotecnología', 'Virología'],
  },
  economia: {
    departments: ['Departamento de Análisis Económico', 'Departamento de Economía Aplicada', 'Departamento de Fundamentos del Análisis Económico', 'Departamento de Economía'],
    prefix: ['ECO', 'EAE', 'ECN'],
    topics: ['Microeconomía', 'Macroeconomía', 'Econometría', 'Historia Económica', 'Economía Pública', 'Economía Internacional', 'Teoría de Juegos', 'Economía del Trabajo', 'Política Económica', 'Economía Mundial', 'Economía Ambiental', 'Crecimiento Económico', 'Economía Monetaria', 'Estadística Empresarial'],
  },
  empresa: {
    departments: ['Departamento de Organización de Empresas', 'Departamento de Contabilidad y Finanzas', 'Departamento de Comercialización e Investigación de Mercados', 'Departamento de Administración de Empresas'],
    prefix: ['ADM', 'ADE', 'EMP', 'CON'],
    topics: ['Contabilidad Financiera', 'Dirección Financiera', 'Marketing', 'Dirección de Operaciones', 'Dirección Estratégica', 'Contabilidad de Costes', 'Dirección de Recursos Humanos', 'Economía de la Empresa', 'Matemáticas Financieras', 'Auditoría', 'Creación de Empresas', 'Investigación de Mercados', 'Comercio Electrónico', 'Análisis de Estados Financieros', 'Gestión de la Calidad'],
  },
  derecho: {
    departments: ['Departamento de Derecho Civil', 'Departamento de Derecho Público', 'Departamento de Derecho Privado', 'Departamento de Derecho Penal y Criminología', 'Departamento de Derecho Constitucional'],
    prefix: ['DER', 'DE', 'JUR'],
    topics: ['Derecho Civil', 'Derecho Constitucional', 'Derecho Penal', 'Derecho Administrativo', 'Derecho Mercantil', 'Derecho Procesal', 'Derecho Internacional Público', 'Derecho del Trabajo', 'Derecho Romano', 'Derecho Financiero y Tributario', 'Filosofía del Derecho', 'Derecho de la Unión Europea', 'Historia del Derecho', 'Derecho Internacional Privado', 'Derecho Eclesiástico del Estado', 'Criminología', 'Teoría del Estado'],
  },
  historia: {
    departments: ['Departamento de Historia Antigua, Medieval y Paleografía', 'Departamento de Historia Moderna y Contemporánea', 'Departamento de Historia del Arte', 'Departamento de Prehistoria y Arqueología'],
    prefix: ['HIS', 'HIST', 'HA'],
    topics: ['Historia Antigua', 'Historia Medieval', 'Historia Moderna', 'Historia Contemporánea', 'Historia de América', 'Prehistoria', 'Arqueología', 'Paleografía', 'Historia del Arte', 'Historia de España', 'Geografía Humana', 'Geografía Física', 'Historia de las Ideas Políticas', 'Historiografía', 'Patrimonio Cultural'],
  },
  filologia: {
    departments: ['Departamento de Lengua Española', 'Departamento de Literatura Española e Hispanoamericana', 'Departamento de Lingüística General', 'Departamento de Filología Clásica'],
    prefix: ['LET', 'FIL', 'LIT', 'LEN'],
    topics: ['Lengua Española', 'Literatura Española', 'Lingüística General', 'Gramática Española', 'Literatura Hispanoamericana', 'Fonética y Fonología', 'Historia de la Lengua Española', 'Latín', 'Teoría de la Literatura', 'Sociolingüística', 'Literatura Comparada', 'Morfología', 'Semántica', 'Pragmática', 'Crítica Literaria'],
  },
  mecanica: {
    departments: ['Departamento de Ingeniería Mecánica', 'Departamento de Ingeniería de Materiales y Fabricación', 'Departamento de Ingeniería Térmica y de Fluidos'],
    prefix: ['ICM', 'MEC', 'IM'],
    topics: ['Mecánica de Fluidos', 'Resistencia de Materiales', 'Teoría de Máquinas', 'Expresión Gráfica', 'Ingeniería Térmica', 'Diseño de Máquinas', 'Tecnología de Fabricación', 'Elasticidad', 'Vibraciones Mecánicas', 'Ingeniería de Materiales', 'Mecánica Computacional', 'Motores Térmicos', 'Estructuras Metálicas', 'Oficina Técnica'],
  },
  electrica: {
    departments: ['Departamento de Ingeniería Eléctrica', 'Departamento de Ingeniería Electrónica', 'Departamento de Ingeniería de Sistemas y Automática'],
    prefix: ['IEE', 'ELE', 'IE'],
    topics: ['Teoría de Circuitos', 'Máquinas Eléctricas', 'Electrónica de Potencia', 'Sistemas Eléctricos de Potencia', 'Regulación Automática', 'Instrumentación Electrónica', 'Energías Renovables', 'Señales y Sistemas', 'Electrónica Digital', 'Microcontroladores', 'Robótica', 'Control Avanzado', 'Instalaciones Eléctricas'],
  },
  psicologia: {
    departments: ['Departamento de Psicología Evolutiva y de la Educación', 'Departamento de Psicología Social', 'Departamento de Personalidad, Evaluación y Tratamiento Psicológico', 'Departamento de Psicología Básica'],
    prefix: ['PSI', 'PSY', 'PS'],
    topics: ['Psicología Evolutiva', 'Psicología Social', 'Psicopatología', 'Psicología del Aprendizaje', 'Psicometría', 'Neuropsicología', 'Psicología de la Personalidad', 'Psicología Clínica', 'Atención y Percepción', 'Evaluación Psicológica', 'Psicología de la Memoria', 'Psicología del Trabajo', 'Psicobiología', 'Motivación y Emoción'],
  },
  educacion: {
    departments: ['Departamento de Didáctica y Organización Escolar', 'Departamento de Teoría e Historia de la Educación', 'Departamento de Didáctica de las Ciencias Experimentales', 'Departamento de Pedagogía'],
    prefix: ['EDU', 'EDC', 'PED'],
    topics: ['Didáctica General', 'Sociología de la Educación', 'Psicología de la Educación', 'Organización Escolar', 'Didáctica de las Matemáticas', 'Didáctica de la Lengua', 'Educación Inclusiva', 'Tecnología Educativa', 'Teoría de la Educación', 'Orientación Educativa', 'Educación Física y su Didáctica', 'Didáctica de las Ciencias Sociales', 'Educación Musical', 'Atención Temprana'],
  },
  salud: {
    departments: ['Departamento de Enfermería', 'Departamento de Fisioterapia', 'Departamento de Medicina Preventiva y Salud Pública', 'Departamento de Fisiología'],
    prefix: ['ENF', 'SAL', 'NUT', 'MED'],
    topics: ['Anatomía Humana', 'Fisiología Humana', 'Farmacología', 'Enfermería Comunitaria', 'Salud Pública', 'Bioquímica Clínica', 'Nutrición y Dietética', 'Enfermería Clínica', 'Ética y Legislación Sanitaria', 'Cuidados Paliativos', 'Epidemiología', 'Fisioterapia Respiratoria', 'Enfermería Materno-Infantil', 'Psicología de la Salud'],
  },
} satisfies Record<string, Area>;

export type AreaKey = keyof typeof areas;

/** Kinds of degree, as each region names them. */
export type DegreeLevel = 'grado' | 'master';

export interface CentreKind {
  names: { es: string[]; latam: string[] };
  areas: AreaKey[];
  degrees: { es: [DegreeLevel, string][]; latam: [DegreeLevel, string][] };
  /** Rama de conocimiento, as Spanish degree pages state it. */
  branch: string;
}

export const centres: CentreKind[] = [
  {
    names: { es: ['Facultad de Informática', 'Escuela Técnica Superior de Ingeniería Informática', 'Escuela Politécnica Superior', 'Escuela de Ingeniería Informática'], latam: ['Facultad de Ingeniería', 'Escuela de Ingeniería', 'Facultad de Ciencias de la Computación', 'Facultad de Ingeniería y Ciencias Aplicadas'] },
    areas: ['informatica', 'matematicas', 'electrica'], branch: 'Ingeniería y Arquitectura',
    degrees: {
      es: [['grado', 'Grado en Ingeniería Informática'], ['grado', 'Grado en Ingeniería del Software'], ['grado', 'Grado en Ciencia de Datos e Inteligencia Artificial'], ['grado', 'Grado en Ingeniería de Computadores'], ['master', 'Máster Universitario en Ingeniería Informática'], ['master', 'Máster Universitario en Inteligencia Artificial'], ['master', 'Máster Universitario en Ciberseguridad']],
      latam: [['grado', 'Ingeniería en Sistemas Computacionales'], ['grado', 'Licenciatura en Ciencias de la Computación'], ['grado', 'Ingeniería Civil en Computación'], ['grado', 'Ingeniería de Sistemas'], ['master', 'Maestría en Ciencias de la Computación'], ['master', 'Magíster en Ciencia de Datos']],
    },
  },
  {
    names: { es: ['Facultad de Ciencias', 'Facultad de Ciencias Experimentales', 'Facultad de Ciencias Físicas', 'Facultad de Ciencias Matemáticas'], latam: ['Facultad de Ciencias', 'Facultad de Ciencias Exactas y Naturales', 'Facultad de Ciencias Físicas y Matemáticas', 'Facultad de Química y Biología'] },
    areas: ['matematicas', 'fisica', 'quimica', 'biologia'], branch: 'Ciencias',
    degrees: {
      es: [['grado', 'Grado en Matemáticas'], ['grado', 'Grado en Física'], ['grado', 'Grado en Química'], ['grado', 'Grado en Biología'], ['grado', 'Grado en Bioquímica'], ['master', 'Máster Universitario en Física Teórica'], ['master', 'Máster Universitario en Matemática Avanzada']],
      latam: [['grado', 'Licenciatura en Matemáticas'], ['grado', 'Licenciatura en Física'], ['grado', 'Licenciatura en Química'], ['grado', 'Licenciatura en Biología'], ['master', 'Maestría en Ciencias Físicas'], ['master', 'Magíster en Bioquímica']],
    },
  },
  {
    names: { es: ['Facultad de Ciencias Económicas y Empresariales', 'Facultad de Economía y Empresa', 'Facultad de Ciencias Sociales y Jurídicas'], latam: ['Facultad de Ciencias Económicas', 'Facultad de Economía y Negocios', 'Facultad de Contaduría y Administración'] },
    areas: ['economia', 'empresa', 'matematicas'], branch: 'Ciencias Sociales y Jurídicas',
    degrees: {
      es: [['grado', 'Grado en Economía'], ['grado', 'Grado en Administración y Dirección de Empresas'], ['grado', 'Grado en Finanzas y Contabilidad'], ['grado', 'Grado en Marketing e Investigación de Mercados'], ['master', 'Máster Universitario en Economía'], ['master', 'Máster Universitario en Dirección de Empresas (MBA)']],
      latam: [['grado', 'Licenciatura en Economía'], ['grado', 'Licenciatura en Administración'], ['grado', 'Contador Público'], ['grado', 'Ingeniería Comercial'], ['master', 'Maestría en Finanzas'], ['master', 'Magíster en Economía']],
    },
  },
  {
    names: { es: ['Facultad de Derecho', 'Facultad de Ciencias Jurídicas', 'Facultad de Derecho y Ciencias Políticas'], latam: ['Facultad de Derecho', 'Facultad de Derecho y Ciencias Sociales', 'Facultad de Ciencias Jurídicas y Políticas'] },
    areas: ['derecho', 'historia'], branch: 'Ciencias Sociales y Jurídicas',
    degrees: {
      es: [['grado', 'Grado en Derecho'], ['grado', 'Grado en Criminología'], ['grado', 'Grado en Ciencia Política y Administración Pública'], ['master', 'Máster Universitario en Acceso a la Abogacía'], ['master', 'Máster Universitario en Derecho de la Empresa']],
      latam: [['grado', 'Licenciatura en Derecho'], ['grado', 'Abogacía'], ['grado', 'Licenciatura en Ciencias Políticas'], ['master', 'Maestría en Derecho Constitucional'], ['master', 'Especialización en Derecho Penal']],
    },
  },
  {
    names: { es: ['Facultad de Filosofía y Letras', 'Facultad de Geografía e Historia', 'Facultad de Humanidades'], latam: ['Facultad de Filosofía y Letras', 'Facultad de Humanidades', 'Facultad de Ciencias Sociales y Humanidades'] },
    areas: ['historia', 'filologia'], branch: 'Artes y Humanidades',
    degrees: {
      es: [['grado', 'Grado en Historia'], ['grado', 'Grado en Lengua y Literatura Españolas'], ['grado', 'Grado en Historia del Arte'], ['grado', 'Grado en Geografía y Ordenación del Territorio'], ['master', 'Máster Universitario en Estudios Hispánicos'], ['master', 'Máster Universitario en Patrimonio Histórico']],
      latam: [['grado', 'Licenciatura en Historia'], ['grado', 'Licenciatura en Letras Hispánicas'], ['grado', 'Licenciatura en Lengua y Literatura'], ['master', 'Maestría en Historia'], ['master', 'Maestría en Literatura Hispanoamericana']],
    },
  },
  {
    names: { es: ['Escuela Técnica Superior de Ingenieros Industriales', 'Escuela de Ingeniería Industrial', 'Escuela Técnica Superior de Ingeniería'], latam: ['Facultad de Ingeniería Mecánica y Eléctrica', 'Escuela de Ingeniería Industrial', 'Facultad de Ingeniería Industrial'] },
    areas: ['mecanica', 'electrica', 'matematicas', 'fisica'], branch: 'Ingeniería y Arquitectura',
    degrees: {
      es: [['grado', 'Grado en Ingeniería en Tecnologías Industriales'], ['grado', 'Grado en Ingeniería Mecánica'], ['grado', 'Grado en Ingeniería Eléctrica'], ['grado', 'Grado en Ingeniería Electrónica Industrial y Automática'], ['master', 'Máster Universitario en Ingeniería Industrial']],
      latam: [['grado', 'Ingeniería Mecánica'], ['grado', 'Ingeniería Eléctrica'], ['grado', 'Ingeniería Civil Industrial'], ['grado', 'Ingeniería Mecatrónica'], ['master', 'Maestría en Ingeniería Mecánica']],
    },
  },
  {
    names: { es: ['Facultad de Psicología', 'Facultad de Educación', 'Facultad de Ciencias de la Educación', 'Facultad de Psicología y Ciencias de la Educación'], latam: ['Facultad de Psicología', 'Facultad de Ciencias de la Educación', 'Facultad de Educación y Humanidades'] },
    areas: ['psicologia', 'educacion'], branch: 'Ciencias Sociales y Jurídicas',
    degrees: {
      es: [['grado', 'Grado en Psicología'], ['grado', 'Grado en Maestro en Educación Primaria'], ['grado', 'Grado en Maestro en Educación Infantil'], ['grado', 'Grado en Pedagogía'], ['master', 'Máster Universitario en Psicología General Sanitaria'], ['master', 'Máster Universitario en Formación del Profesorado de Educación Secundaria']],
      latam: [['grado', 'Licenciatura en Psicología'], ['grado', 'Licenciatura en Educación'], ['grado', 'Licenciatura en Pedagogía'], ['grado', 'Profesorado en Educación Primaria'], ['master', 'Maestría en Psicología Clínica'], ['master', 'Maestría en Docencia Universitaria']],
    },
  },
  {
    names: { es: ['Facultad de Ciencias de la Salud', 'Facultad de Enfermería', 'Facultad de Medicina', 'Facultad de Enfermería y Fisioterapia'], latam: ['Facultad de Ciencias de la Salud', 'Facultad de Medicina', 'Escuela de Enfermería'] },
    areas: ['salud', 'biologia', 'quimica'], branch: 'Ciencias de la Salud',
    degrees: {
      es: [['grado', 'Grado en Enfermería'], ['grado', 'Grado en Fisioterapia'], ['grado', 'Grado en Nutrición Humana y Dietética'], ['grado', 'Grado en Medicina'], ['master', 'Máster Universitario en Salud Pública']],
      latam: [['grado', 'Licenciatura en Enfermería'], ['grado', 'Licenciatura en Nutrición'], ['grado', 'Kinesiología'], ['master', 'Maestría en Salud Pública']],
    },
  },
];

/** Asignatura names from a subject: the subject itself most often. */
export const titlePatterns = [
  '{T}', '{T}', '{T}', '{T}', '{T}', '{T}', '{T}', '{T}', '{T}', '{T}', '{T} I', '{T} I', '{T} I', '{T} II', '{T} II', '{T} II',
  'Ampliación de {T}', 'Laboratorio de {T}', 'Seminario de {T}', 'Taller de {T}', 'Temas Avanzados de {T}', 'Prácticas de {T}', 'Fundamentos de {T}', 'Métodos de {T}',
];

/** Words kept capitalised when a site writes titles in sentence case. */
export const properWords = new Set(['España', 'América', 'Unión', 'Europea', 'I', 'II', 'III', 'IV', 'MBA']);

export const descriptionSentences = [
  'La asignatura proporciona una introducción rigurosa a {t}.',
  'Se estudian los conceptos fundamentales de {t} y su aplicación a problemas reales.',
  'El estudiante adquirirá las competencias necesarias para analizar y resolver problemas de {t}.',
  'Se presta especial atención a {u} y a su relación con {t}.',
  'Las clases teóricas se complementan con sesiones prácticas en el laboratorio sobre {u}.',
  'Al finalizar la asignatura, el alumnado será capaz de aplicar técnicas de {t} en contextos profesionales.',
  'Se revisan resultados clásicos y recientes de {t} a partir de textos de referencia.',
  'La materia se articula en torno a {t}, {u} y sus principales aplicaciones.',
  'Esta asignatura da continuidad a los contenidos de {u} impartidos en cursos anteriores.',
  'Los contenidos incluyen una parte práctica basada en la resolución de casos sobre {u}.',
  'Se introducen las herramientas metodológicas propias de {t} y se discuten sus límites.',
  'El programa combina la exposición teórica de {t} con el trabajo autónomo del estudiante.',
];

export const learningOutcomes = [
  'Comprender y utilizar con rigor la terminología propia de {t}.',
  'Aplicar los métodos de {t} a la resolución de problemas concretos.',
  'Analizar críticamente la bibliografía especializada sobre {u}.',
  'Elaborar y defender en público un trabajo sobre {u}.',
  'Trabajar en equipo y comunicar resultados de forma oral y escrita.',
  'Relacionar los contenidos de {t} con los de otras materias del plan de estudios.',
];

export const competences = [
  'CB1 - Que los estudiantes hayan demostrado poseer y comprender conocimientos en un área de estudio que parte de la base de la educación secundaria general.',
  'CB2 - Que los estudiantes sepan aplicar sus conocimientos a su trabajo o vocación de una forma profesional.',
  'CB3 - Que los estudiantes tengan la capacidad de reunir e interpretar datos relevantes para emitir juicios.',
  'CG1 - Capacidad de análisis y síntesis.',
  'CG2 - Capacidad de organización y planificación.',
  'CG4 - Resolución de problemas.',
  'CT1 - Trabajo en equipo.',
  'CT2 - Compromiso ético.',
  'CT3 - Comunicación oral y escrita en lengua nativa.',
];

export const methods = [
  'Clases magistrales participativas', 'Seminarios y resolución de problemas', 'Prácticas de laboratorio', 'Tutorías individuales y en grupo',
  'Trabajo autónomo del estudiante', 'Aprendizaje basado en proyectos', 'Estudio de casos', 'Aula invertida',
];

export const assessment = [
  ['Examen final', [40, 50, 60, 70]], ['Evaluación continua', [20, 30, 40]], ['Prácticas de laboratorio', [20, 25, 30]], ['Trabajo en grupo', [10, 20]],
  ['Participación en clase', [10]], ['Entregas periódicas', [10, 20]],
] as const;

export const publishers = ['Madrid: Síntesis', 'Madrid: Pearson', 'Barcelona: Ariel', 'Madrid: McGraw-Hill', 'Valencia: Tirant lo Blanch', 'Madrid: Alianza Editorial', 'México: Fondo de Cultura Económica', 'Buenos Aires: Eudeba', 'Santiago: Ediciones UC', 'Madrid: Tecnos', 'Barcelona: Reverté', 'Madrid: Paraninfo'];

export const maleNames = ['José', 'Antonio', 'Manuel', 'Francisco', 'Juan', 'David', 'José Luis', 'Javier', 'Carlos', 'Jesús', 'Alejandro', 'Miguel Ángel', 'Rafael', 'Pedro', 'Fernando', 'Pablo', 'Luis', 'Sergio', 'Jorge', 'Alberto', 'Juan Carlos', 'Francisco Javier', 'Ramón', 'Andrés', 'Ignacio', 'Diego', 'Gonzalo', 'Tomás', 'Joaquín', 'Rodrigo'];
export const femaleNames = ['María', 'Carmen', 'Ana', 'Isabel', 'Laura', 'María José', 'Lucía', 'Cristina', 'Marta', 'Elena', 'Pilar', 'Rosa', 'María Dolores', 'Paula', 'Raquel', 'Beatriz', 'Silvia', 'Ana Isabel', 'María del Carmen', 'Mercedes', 'Patricia', 'Inmaculada', 'Nuria', 'Begoña', 'Montserrat', 'Alejandra', 'Gabriela', 'Valentina', 'Verónica', 'Ximena'];
export const surnames = ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Méndez', 'Cruz', 'Calvo', 'Gallego', 'Vidal', 'León', 'Márquez', 'Herrera', 'Peña', 'Flores', 'Cabrera', 'Campos', 'Vega', 'Fuentes', 'Carrasco', 'Díez', 'Caballero', 'Reyes', 'Nieto', 'Aguilar', 'Pascual', 'Santana', 'Herrero', 'Lorenzo', 'Hidalgo', 'Montero', 'Ibáñez', 'Giménez', 'Ferrer', 'Durán', 'Santiago', 'Benítez', 'Mora', 'Vicente', 'Vargas', 'Arias', 'Carmona', 'Crespo', 'Román', 'Pastor', 'Soto', 'Sáez', 'Velasco', 'Moya', 'Soler', 'Parra', 'Esteban', 'Bravo', 'Gallardo', 'Rojas', 'Zúñiga', 'Echeverría', 'Peñalver', 'Ibarra', 'Quiroga'];

/** Ranks of teaching staff, for profiles and directories. */
export const ranks = {
  es: ['Catedrático/a de Universidad', 'Profesor/a Titular de Universidad', 'Profesor/a Contratado/a Doctor/a', 'Profesor/a Ayudante Doctor/a', 'Profesor/a Asociado/a', 'Profesor/a Colaborador/a', 'Investigador/a Ramón y Cajal'],
  latam: ['Profesor Titular', 'Profesor Asociado', 'Profesor Asistente', 'Profesor de Tiempo Completo', 'Profesor de Asignatura', 'Investigador Titular', 'Profesor Adjunto'],
};

/** Field labels of a guía docente, as sites in each region write them. */
export const fieldLabels = {
  code: { es: ['Código', 'Código de la asignatura', 'Cód. asignatura', 'Código UXXI', 'Clave'], latam: ['Sigla', 'Código', 'Clave', 'Código del curso', 'Clave de la asignatura'] },
  title: { es: ['Asignatura', 'Nombre de la asignatura', 'Denominación', 'Nombre', 'Denominación de la asignatura'], latam: ['Nombre del curso', 'Asignatura', 'Unidad curricular', 'Nombre de la materia', 'Materia'] },
  credits: { es: ['Créditos', 'Créditos ECTS', 'Nº de créditos', 'Número de créditos', 'ECTS', 'Créditos totales'], latam: ['Créditos', 'Nº de créditos', 'Créditos académicos', 'Número de créditos', 'Valor en créditos'] },
  instructors: { es: ['Profesorado', 'Profesor responsable', 'Coordinador/a', 'Docente(s)', 'Equipo docente', 'Profesores', 'Profesor/a'], latam: ['Docente', 'Docente(s)', 'Profesor(es)', 'Profesor responsable', 'Equipo docente', 'Catedrático/a'] },
  term: { es: ['Semestre', 'Cuatrimestre', 'Periodo de impartición', 'Temporalidad', 'Duración', 'Periodo'], latam: ['Periodo', 'Semestre', 'Periodo académico', 'Ciclo', 'Periodo lectivo'] },
  prerequisites: { es: ['Requisitos previos', 'Recomendaciones', 'Prerrequisitos', 'Conocimientos previos recomendados', 'Requisitos', 'Asignaturas previas recomendadas'], latam: ['Prerrequisitos', 'Requisitos', 'Correlativas', 'Requisitos previos', 'Asignaturas precedentes'] },
  description: { es: ['Descripción', 'Breve descripción', 'Contenidos', 'Breve descripción de contenidos', 'Objetivos y contenidos', 'Descriptores', 'Presentación'], latam: ['Descripción', 'Sumilla', 'Descripción del curso', 'Presentación', 'Objetivo general', 'Contenidos mínimos', 'Fundamentación'] },
} as const;

/** What a guía docente says when a course asks for nothing before it. */
export const noPrerequisites = ['Ninguno.', 'No se han establecido.', 'Sin requisitos previos.', 'No hay.', 'Ninguno'];

/** News about the university: several say "curso" or "asignatura" without being one. */
export const newsTitles = [
  'Acto de inauguración del curso académico 2026-27', 'Abierta la matrícula de los Cursos de Verano', 'El Centro de Lenguas amplía su oferta de cursos de idiomas',
  'La Universidad sube posiciones en el ranking de Shanghái', 'Nuevo edificio de aulas en el campus norte', 'Convocadas las becas de colaboración para el próximo curso',
  'Un equipo de investigación recibe una ayuda del Consejo Europeo de Investigación', 'Jornada de puertas abiertas para futuros estudiantes', 'La biblioteca amplía su horario durante la época de exámenes',
  'Firmado un convenio de prácticas con empresas de la región', 'Estudiantes de intercambio Erasmus+ visitan el rectorado', 'Premio extraordinario de fin de grado para tres egresadas',
  'Curso de formación del profesorado en docencia en línea', 'La orquesta universitaria ofrece su concierto de Navidad', 'Abierto el plazo de preinscripción en másteres universitarios',
  'El Consejo de Gobierno aprueba el calendario académico', 'Semana de la Ciencia: talleres para centros educativos', 'La asignatura pendiente de la movilidad sostenible en el campus',
  'Congreso internacional de jóvenes investigadores', 'Nueva cátedra de empresa sobre transformación digital', 'Elecciones a representantes de estudiantes en el Claustro',
  'Homenaje a los profesores jubilados este curso', 'El rector recibe a la delegación de universidades latinoamericanas', 'Ciclo de cine y debate en el aula magna',
];

export const eventTitles = [
  'Conferencia inaugural', 'Jornada de empleo', 'Seminario de investigación', 'Concierto del coro universitario', 'Exposición de fotografía', 'Presentación de libro',
  'Mesa redonda sobre sostenibilidad', 'Defensa de tesis doctoral', 'Feria de movilidad internacional', 'Taller de escritura académica', 'Semana cultural', 'Carrera solidaria',
];

export const fillerSentences = [
  'Para más información, puede dirigirse a la secretaría del centro.', 'La actividad es abierta y gratuita hasta completar aforo.',
  'Las solicitudes se presentarán a través de la sede electrónica.', 'El plazo de inscripción permanecerá abierto hasta el día 15.',
  'Los interesados pueden consultar las bases de la convocatoria en el tablón oficial.', 'La Universidad mantiene su compromiso con la calidad y la transparencia.',
  'El acto contará con la presencia de autoridades académicas.', 'Se ruega puntualidad a todos los asistentes.',
  'Este servicio atiende a estudiantes, personal docente e investigador y personal técnico.', 'La información de esta página se actualiza periódicamente.',
  'Consulte el calendario académico para conocer las fechas de exámenes.', 'Por supuesto, también pueden participar familiares y amigos.',
];

/** Sections a Spanish-speaking university's website has beside its studies, and some pages of each. */
export const sections: { key: string; titles: string[]; slugs: string[]; pages: string[] }[] = [
  { key: 'universidad', titles: ['La Universidad', 'Universidad', 'Conócenos', 'Institución'], slugs: ['la-universidad', 'universidad', 'conocenos', 'institucion'], pages: ['Historia', 'Rectorado', 'Consejo de Gobierno', 'Estatutos', 'Memoria anual', 'Campus e instalaciones', 'Cómo llegar', 'Calidad', 'Igualdad', 'Defensoría universitaria'] },
  { key: 'investigacion', titles: ['Investigación', 'Investigación e innovación', 'I+D+i'], slugs: ['investigacion', 'i-d-i', 'investigacion-e-innovacion'], pages: ['Institutos de investigación', 'Transferencia de conocimiento', 'Escuela de Doctorado', 'Oficina de proyectos europeos', 'Servicios de apoyo a la investigación', 'Producción científica'] },
  { key: 'internacional', titles: ['Internacional', 'Relaciones internacionales', 'Movilidad'], slugs: ['internacional', 'relaciones-internacionales', 'movilidad'], pages: ['Programa Erasmus+', 'Movilidad de estudiantes', 'Estudiantes internacionales', 'Convenios internacionales', 'Movilidad del profesorado', 'Becas de movilidad'] },
  { key: 'estudiantes', titles: ['Estudiantes', 'Vida universitaria', 'Comunidad estudiantil'], slugs: ['estudiantes', 'vida-universitaria', 'alumnos'], pages: ['Becas y ayudas', 'Alojamiento', 'Deportes', 'Actividades culturales', 'Orientación y empleo', 'Atención a la diversidad', 'Asociaciones de estudiantes', 'Defensor universitario'] },
  { key: 'secretaria', titles: ['Secretaría', 'Secretaría virtual', 'Gestión académica', 'Servicios académicos'], slugs: ['secretaria', 'secretaria-virtual', 'gestion-academica', 'servicios-academicos'], pages: ['Matrícula', 'Tasas y precios públicos', 'Certificados', 'Expedición de títulos', 'Reconocimiento de créditos', 'Calendario académico', 'Normativa académica', 'Traslado de expediente'] },
  { key: 'biblioteca', titles: ['Biblioteca', 'Biblioteca universitaria', 'CRAI'], slugs: ['biblioteca', 'bibliotecas', 'crai'], pages: ['Horarios', 'Préstamo', 'Recursos electrónicos', 'Repositorio institucional', 'Salas de estudio', 'Formación de usuarios'] },
];
