// Word lists for plausible university pages, in English and Japanese.

export const subjectsEn = [
  { name: 'Computer Science', prefix: ['CSE', 'CS', 'COMP', 'CMSC'], topics: ['algorithms', 'data structures', 'programming languages', 'operating systems', 'computer networks', 'databases', 'machine learning', 'compilers', 'computer graphics', 'software engineering'] },
  { name: 'Economics', prefix: ['ECON', 'EC', 'ECO'], topics: ['microeconomics', 'macroeconomics', 'econometrics', 'game theory', 'labor markets', 'public finance', 'international trade', 'development economics'] },
  { name: 'Mathematics', prefix: ['MATH', 'MTH', 'MA'], topics: ['calculus', 'linear algebra', 'real analysis', 'abstract algebra', 'probability', 'differential equations', 'topology', 'number theory', 'combinatorics'] },
  { name: 'History', prefix: ['HIST', 'HIS', 'HI'], topics: ['medieval Europe', 'the Atlantic world', 'modern Japan', 'the Cold War', 'early America', 'the Ottoman Empire', 'colonial Africa'] },
  { name: 'Physics', prefix: ['PHYS', 'PHY', 'PH'], topics: ['classical mechanics', 'electromagnetism', 'quantum mechanics', 'thermodynamics', 'optics', 'statistical physics', 'relativity'] },
  { name: 'Biology', prefix: ['BIOL', 'BIO', 'BI'], topics: ['cell biology', 'genetics', 'ecology', 'evolution', 'microbiology', 'neuroscience', 'molecular biology'] },
  { name: 'Chemistry', prefix: ['CHEM', 'CHE', 'CH'], topics: ['organic chemistry', 'physical chemistry', 'inorganic chemistry', 'analytical methods', 'biochemistry', 'spectroscopy'] },
  { name: 'Psychology', prefix: ['PSYC', 'PSY', 'PS'], topics: ['cognition', 'social behavior', 'developmental psychology', 'perception', 'memory', 'research methods'] },
  { name: 'Linguistics', prefix: ['LING', 'LIN', 'LG'], topics: ['phonology', 'syntax', 'semantics', 'sociolinguistics', 'language acquisition', 'morphology'] },
  { name: 'Mechanical Engineering', prefix: ['MAE', 'MECH', 'ME'], topics: ['fluid mechanics', 'heat transfer', 'machine design', 'control systems', 'materials', 'dynamics', 'robotics'] },
] as const;

export const titlePatternsEn = [
  'Introduction to {T}', 'Foundations of {T}', 'Advanced Topics in {T}', '{T} I', '{T} II', 'Principles of {T}',
  'Seminar in {T}', 'Methods in {T}', 'Applied {T}', 'Topics in {T}', '{T} and Society', 'Theory of {T}',
];

export const descriptionSentencesEn = [
  'This course introduces the core ideas of {t} and their use in practice.',
  'Students study {t} through lectures, problem sets and a term project.',
  'Topics include {t}, {u} and the connections between them.',
  'The course emphasizes rigorous reasoning about {t} and clear written argument.',
  'Weekly laboratory sessions apply {t} to realistic problems.',
  'We survey classic and recent results in {t}, with readings from the primary literature.',
  'Students will be able to analyse problems in {t} and choose appropriate methods.',
  'Assessment combines homework, a midterm examination and a final project on {u}.',
  'Particular attention is paid to {u} and its role in {t}.',
  'The second half of the course turns to {u}.',
];

export const firstNames = ['Alice', 'Brian', 'Carmen', 'David', 'Elena', 'Farid', 'Grace', 'Hiroshi', 'Ines', 'James', 'Kavya', 'Liam', 'Maria', 'Noah', 'Olga', 'Pedro', 'Qing', 'Rachel', 'Samuel', 'Tanya', 'Umar', 'Valerie', 'Wei', 'Ximena', 'Yusuf', 'Zoe'];
export const lastNames = ['Anderson', 'Baker', 'Chen', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hassan', 'Ito', 'Johnson', 'Kowalski', 'Lopez', 'Murphy', 'Nakamura', 'Okafor', 'Patel', 'Quinn', 'Rossi', 'Schmidt', 'Tanaka', 'Usman', 'Varga', 'Wong', 'Xu', 'Young', 'Zhang'];

export const subjectsJa = [
  { name: '情報科学', prefix: ['INF', 'CS', 'JK'], topics: ['アルゴリズム', 'データ構造', 'プログラミング言語', 'オペレーティングシステム', '計算機ネットワーク', 'データベース', '機械学習'] },
  { name: '経済学', prefix: ['ECO', 'EC', 'KZ'], topics: ['ミクロ経済学', 'マクロ経済学', '計量経済学', 'ゲーム理論', '財政学', '国際貿易'] },
  { name: '数学', prefix: ['MAT', 'MA', 'SG'], topics: ['微分積分', '線形代数', '確率論', '代数学', '位相幾何学', '微分方程式'] },
  { name: '物理学', prefix: ['PHY', 'PH', 'BT'], topics: ['力学', '電磁気学', '量子力学', '熱力学', '統計力学', '光学'] },
  { name: '日本史', prefix: ['HIS', 'JH', 'NS'], topics: ['古代史', '中世史', '近世史', '近代史', '史料講読', '文化史'] },
  { name: '化学', prefix: ['CHE', 'CH', 'KG'], topics: ['有機化学', '無機化学', '物理化学', '分析化学', '生化学'] },
] as const;

export const titlePatternsJa = ['{T}概論', '{T}入門', '{T}特論', '{T}演習', '{T}基礎', '応用{T}', '{T}I', '{T}II', '{T}セミナー'];

export const descriptionSentencesJa = [
  '本講義では{t}の基本的な考え方を学ぶ。',
  '{t}と{u}の関係について、具体例を通して理解を深める。',
  '毎回の演習を通じて{t}の手法を身につける。',
  '講義の後半では{u}を扱う。',
  '{t}に関する古典的な結果と最近の研究成果を概観する。',
  '受講者は{t}の問題を分析し、適切な方法を選択できるようになることを目標とする。',
  '期末レポートでは{u}について論じる。',
];

export const familyNamesJa = ['山田', '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '中村', '小林', '加藤', '吉田', '山本', '松本', '井上', '木村'];
export const givenNamesJa = ['太郎', '花子', '健一', '美咲', '大輔', '由美', '誠', '直子', '翔', '陽子', '浩', '恵'];

/** Noise vocabulary: pages that say "course" without being courses. */
export const noiseTitlesEn = [
  'Alumni golf course day raises scholarship funds', 'Short course on grant writing for staff', 'Of course, the library is open late during exams',
  'Campus bike course closed for repairs', 'Summer short courses for high school students', 'Obstacle course challenge returns to the quad',
  'New dining hall opens', 'Research team receives national award', 'Commencement speaker announced', 'Orchestra season begins',
  'Water main repair on College Avenue', 'Faculty book launch', 'Visiting scholars program expands', 'Student housing applications open',
];
export const noiseTitlesJa = ['ゴルフコース清掃ボランティア募集', '公開講座(短期コース)のお知らせ', '図書館の開館時間延長について', '学園祭の開催について', '新学長就任のお知らせ', '研究チームが学会賞を受賞', 'キャンパス内工事のお知らせ'];

export const fillerSentencesEn = [
  'The university community gathered to celebrate the achievement.', 'Details are available from the office listed below.',
  'Members of the public are welcome to attend.', 'The event is free and registration is not required.',
  'Parking is available in the north garage.', 'Questions can be directed to the events office.',
  'Of course, everyone is invited to the reception afterwards.', 'The course of the river shaped the campus over a century.',
];
export const fillerSentencesJa = ['詳細は担当窓口までお問い合わせください。', '学外の方もご参加いただけます。', '参加費は無料です。', '事前申し込みは不要です。', '皆様のご来場をお待ちしております。'];

/** The months in English, January first. */
export const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
