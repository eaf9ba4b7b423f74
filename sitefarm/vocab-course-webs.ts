// Words for a 1990s computer-science department website: its courses, its course webs' material, its people's
// pages, its seminar talks, tech reports and mailing lists.

/** Courses a department of the time offered: a number and a title (the topic its description draws on). */
export const courseTitles: [number, string, string][] = [
  [100, 'Introduction to Computing', 'programming'], [142, 'Computer Programming I', 'programming'], [143, 'Computer Programming II', 'data structures'],
  [200, 'Discrete Structures', 'discrete mathematics'], [212, 'Assembly Language and Machine Organization', 'computer organization'],
  [240, 'Introduction to Computer Systems', 'operating systems'], [301, 'Software Engineering', 'software engineering'],
  [302, 'Introduction to Programming in C++', 'programming'], [311, 'Foundations of Computing I', 'logic'],
  [322, 'Introduction to Formal Models', 'automata'], [326, 'Data Structures', 'data structures'], [341, 'Programming Languages', 'programming languages'],
  [351, 'LISP and Symbolic Programming', 'symbolic computation'], [367, 'Introduction to Data Structures', 'data structures'],
  [370, 'Introduction to Artificial Intelligence', 'artificial intelligence'], [378, 'Computer Architecture', 'computer architecture'],
  [401, 'Compiler Construction', 'compilers'], [410, 'Computer Systems', 'operating systems'], [415, 'Computer Networks', 'computer networks'],
  [421, 'Introduction to Algorithms', 'algorithms'], [431, 'Theory of Computation', 'automata'], [444, 'Database Systems', 'databases'],
  [451, 'Operating Systems', 'operating systems'], [457, 'Computer Graphics', 'computer graphics'], [461, 'Numerical Methods', 'numerical analysis'],
  [473, 'Introduction to Machine Learning', 'machine learning'], [480, 'Computer Vision', 'computer vision'], [490, 'Special Topics: The World Wide Web', 'distributed systems'],
  [501, 'Implementation of Programming Languages', 'compilers'], [505, 'Principles of Programming Languages', 'programming languages'],
  [521, 'Design and Analysis of Algorithms', 'algorithms'], [531, 'Computability and Complexity', 'complexity theory'],
  [544, 'Principles of Database Systems', 'databases'], [551, 'Distributed Operating Systems', 'distributed systems'],
  [552, 'Advanced Topics in Distributed Systems', 'distributed systems'], [561, 'Parallel Computation', 'parallel computing'],
  [573, 'Artificial Intelligence II', 'artificial intelligence'], [576, 'Knowledge Representation', 'artificial intelligence'],
  [584, 'Advanced Computer Graphics', 'computer graphics'], [590, 'Seminar in Programming Systems', 'programming languages'],
  [599, 'Computational Biology', 'algorithms'],
];

/** What a course covers, by topic: the words a short description is made of. */
export const topicWords: Record<string, string[]> = {
  programming: ['procedural decomposition', 'loops and conditionals', 'arrays and records', 'recursion', 'debugging', 'program style'],
  'data structures': ['lists, stacks and queues', 'binary search trees', 'hash tables', 'priority queues', 'graphs', 'amortized analysis'],
  'discrete mathematics': ['sets and relations', 'induction', 'counting', 'graph theory', 'propositional logic'],
  'computer organization': ['instruction sets', 'assembly language', 'memory addressing', 'interrupts', 'number representation'],
  'operating systems': ['processes and threads', 'synchronization', 'virtual memory', 'file systems', 'scheduling'],
  'software engineering': ['requirements', 'design reviews', 'testing', 'version control', 'team projects'],
  logic: ['propositional logic', 'predicate calculus', 'proof techniques', 'induction', 'set theory'],
  automata: ['finite automata', 'regular expressions', 'context-free grammars', 'Turing machines', 'decidability'],
  'programming languages': ['functional programming', 'type systems', 'scoping and binding', 'object-oriented languages', 'semantics'],
  'symbolic computation': ['list processing', 'recursion', 'pattern matching', 'symbolic differentiation', 'interpreters'],
  'artificial intelligence': ['search', 'game playing', 'knowledge representation', 'planning', 'reasoning under uncertainty'],
  'computer architecture': ['pipelining', 'caches', 'instruction-level parallelism', 'memory hierarchies', 'RISC design'],
  compilers: ['lexical analysis', 'parsing', 'type checking', 'code generation', 'register allocation', 'optimization'],
  'computer networks': ['the TCP/IP protocol suite', 'routing', 'congestion control', 'local-area networks', 'network programming'],
  algorithms: ['divide and conquer', 'dynamic programming', 'greedy algorithms', 'network flow', 'NP-completeness'],
  databases: ['the relational model', 'SQL', 'query optimization', 'transactions', 'recovery'],
  'computer graphics': ['rasterization', 'transformations', 'hidden-surface removal', 'shading', 'ray tracing'],
  'numerical analysis': ['floating point', 'linear systems', 'interpolation', 'numerical integration', 'root finding'],
  'machine learning': ['decision trees', 'neural networks', 'Bayesian learning', 'instance-based learning', 'computational learning theory'],
  'computer vision': ['edge detection', 'stereo', 'motion', 'object recognition', 'image formation'],
  'distributed systems': ['remote procedure call', 'naming', 'replication', 'fault tolerance', 'the World Wide Web'],
  'complexity theory': ['time and space complexity', 'NP-completeness', 'randomized computation', 'circuit complexity'],
  'parallel computing': ['PRAM algorithms', 'message passing', 'shared memory', 'load balancing'],
};

export const descriptionSentences = [
  'This course covers {a} and {b}.',
  'Topics include {a}, {b} and {c}.',
  'An introduction to {a}, with an emphasis on {b}.',
  'Students will write several programs exploring {a} and {b}.',
  'We will study {a} in depth, and touch on {b}.',
  'The course is organized around a series of projects on {a}.',
  'Readings are drawn from the research literature on {a} and {b}.',
];

export const seasonsQuarter = ['Winter', 'Spring', 'Summer', 'Autumn'] as const;
export const seasonsSemester = ['Spring', 'Summer', 'Fall'] as const;
export const buildings = ['Sieg', 'Kane', 'Loew', 'Upson', 'Olin', 'Gates', 'Hollister', 'Bascom', 'Wean', 'Soda', 'Evans', 'Thornton'];
export const meetingDays = ['MWF', 'MWF', 'TTh', 'TuTh', 'MW', 'M W F', 'T Th'];
export const meetingTimes = ['8:30', '9:30', '10:30', '11:30', '12:30', '1:30', '2:30', '10:00', '1:00'];

export const ranks = ['Professor', 'Professor', 'Associate Professor', 'Assistant Professor', 'Assistant Professor', 'Senior Lecturer', 'Lecturer', 'Adjunct Professor'];
export const staffRoles = ['Department Administrator', 'Graduate Program Coordinator', 'Undergraduate Advisor', 'Systems Administrator', 'Office Assistant', 'Computing Support', 'Fiscal Specialist', 'Receptionist'];
export const hobbies = ['Hiking', 'Photography', 'Ultimate frisbee', 'Cooking', 'Bicycling', 'Go (the board game)', 'Climbing', 'Star Trek', 'Music', 'Juggling', 'Chess', 'Running'];
export const studentPages = ['hobbies.html', 'papers.html', 'friends.html', 'photos.html', 'links.html', 'resume.html'];
export const facultyPages = ['papers.html', 'projects.html', 'cv.html', 'students.html', 'bio.html'];
/** Names some students spell with accents: their pages are in the site's odd encoding. */
export const accentedNames = ['José Muñoz', 'Jörg Müller', 'François Lefèvre', 'Zoë Brontë', 'Ana Gonçalves', 'Søren Kjær', 'Renée Dubé', 'Ülkü Öztürk'];

export const groupWords = ['Systems', 'Theory', 'Databases', 'Graphics and Imaging', 'Artificial Intelligence', 'Programming Languages', 'Networking', 'Architecture', 'Computational Biology', 'Human-Computer Interaction', 'Security', 'Parallel Computing'];
export const talkPatterns = ['Recent Advances in {T}', 'A New Approach to {T}', '{T}: Theory and Practice', 'Scaling {T} to the Internet', 'Why {T} Matters', 'Lessons from Ten Years of {T}', 'Toward Practical {T}'];
export const reportPatterns = ['Efficient {T} for Shared-Memory Multiprocessors', 'A Study of {T}', 'On the Complexity of {T}', 'Implementing {T} in a Portable Runtime', 'An Empirical Evaluation of {T}', '{T} Revisited'];
export const affiliations = ['Stanford University', 'MIT', 'Carnegie Mellon University', 'Xerox PARC', 'IBM Almaden', 'Bell Labs', 'DEC SRC', 'UC Berkeley', 'Microsoft Research', 'University of Wisconsin'];
export const newsTitles = ['Department moves into new building', 'Faculty member wins NSF CAREER award', 'Graduate admissions deadline extended', 'Alumni reception at the conference', 'New undergraduate lab opens',
  'Department picnic', 'Best paper award at SOSP', 'Outstanding TA awards announced', 'Holiday schedule for the main office', 'New faculty join the department', 'Programming contest team places third', 'Network outage this weekend'];

/** A mailing list's threads: a question and the replies it draws. */
export const mailSubjects = ['hw{n} question', 'problem {n} clarification', 'office hours today', 'midterm review session', 'compile error on the lab machines', 'late policy', 'project partners',
  'hw{n} due date', 'lecture notes for Friday', 'question about recursion', 'segmentation fault', 'grading of hw{n}', 'final exam room', 'turnin not working', 'section moved', 'typo in the handout'];
export const mailLines = ['Does anyone know whether we have to handle empty input?', 'The due date has been moved to Monday.', 'I get a segmentation fault when I run the sample code.',
  'Please bring your questions to section tomorrow.', 'You may assume the input is well formed.', 'Yes, that is fine as long as you say so in your writeup.',
  'The lab machines will be down for maintenance tonight.', 'See the revised handout on the course web.', 'Thanks, that fixed it.', 'Office hours are moved to 3:30 today only.'];

/** Material pages a course web links: a file name and the link's text (numbered ones get 1..n). */
export const materials: [name: string, text: string][] = [
  ['syllabus.html', 'Syllabus'], ['policies.html', 'Course policies'], ['announcements.html', 'Announcements'], ['calendar.html', 'Calendar'],
  ['handouts.html', 'Handouts'], ['readings.html', 'Readings'], ['exams.html', 'Exams'], ['midterm.html', 'Midterm information'], ['final.html', 'Final exam'],
  ['project.html', 'Project'], ['grades.html', 'Grades'], ['software.html', 'Software'], ['links.html', 'Related links'], ['staff.html', 'Course staff'], ['faq.html', 'FAQ'],
];
export const lectureTopics = ['Introduction and overview', 'Review', 'Case study', 'Examples', 'Midterm review', 'Wrap-up'];
